import type { EmailTexts } from './email-texts.js';

export const hi: EmailTexts = {
  greeting: (name) => `नमस्ते ${name},`,
  helloGuest: 'नमस्ते,',
  team: '— MakerBazaar टीम',
  replyTime: '24 घंटे',
  supportHours: 'सोमवार–शनिवार, सुबह 9 बजे से शाम 6 बजे तक',
  notYou: 'अगर आपने हमें नहीं लिखा है, तो कृपया इस ई-मेल को अनदेखा करें।',

  welcome: {
    subject: 'MakerBazaar में आपका स्वागत है',
    body: ({ username, loginUrl }) =>
      `आपका MakerBazaar अकाउंट "${username}" तैयार है। ${loginUrl} पर साइन इन करें, ताकि आप अपनी ` +
      'विशलिस्ट बना सकें, कैश ऑन डिलीवरी या ऑनलाइन पेमेंट से चेकआउट कर सकें, और अपने ऑर्डर ट्रैक कर सकें।',
  },

  passwordReset: {
    subject: 'अपना MakerBazaar पासवर्ड रीसेट करें',
    body: ({ resetUrl }) =>
      `किसी ने आपके MakerBazaar अकाउंट का पासवर्ड रीसेट करने का अनुरोध किया है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:\n\n${resetUrl}\n\n` +
      'यह लिंक सिर्फ़ एक बार और 30 मिनट तक ही काम करेगा। अगर आपने यह अनुरोध नहीं किया है, तो इस ई-मेल को अनदेखा करें: आपका पासवर्ड पहले जैसा ही रहेगा।',
  },

  emailVerification: {
    subject: 'MakerBazaar के लिए अपना ई-मेल पता कन्फ़र्म करें',
    body: ({ link, hours, newAccount }) =>
      (newAccount
        ? 'यह ई-मेल पता एक नए MakerBazaar अकाउंट के लिए दिया गया है।'
        : 'एक MakerBazaar अकाउंट ने अब से इस ई-मेल पते को इस्तेमाल करने का अनुरोध किया है।') +
      ` यह पता आपका है, यह कन्फ़र्म करने के लिए यह लिंक खोलें:\n\n${link}\n\nयह लिंक सिर्फ़ एक बार और ${hours} घंटे तक ही काम करेगा। ` +
      (newAccount
        ? 'जब तक यह लिंक नहीं खोला जाता, हम इस पते पर और कुछ नहीं भेजेंगे: न ऑर्डर के ई-मेल, न ऑफ़र। अगर आपने अकाउंट नहीं बनाया है, '
        : 'जब तक यह लिंक नहीं खोला जाता, उस अकाउंट के ई-मेल उसके पुराने पते पर ही जाते रहेंगे, और हम इस पते पर और कुछ नहीं भेजेंगे। ' +
          'अगर आपने यह अनुरोध नहीं किया है, ') +
      'तो इस ई-मेल को अनदेखा करें: आगे कुछ नहीं आएगा।',
  },

  emailChangeNotice: {
    subject: 'आपके MakerBazaar अकाउंट का ई-मेल पता बदला जा रहा है',
    body: ({ profileUrl, supportEmail, phone, hours }) =>
      'आपके MakerBazaar अकाउंट में साइन इन किए हुए किसी व्यक्ति ने अकाउंट का ई-मेल पता बदलने का अनुरोध किया है। ' +
      'नया पता तभी लागू होगा जब वहाँ भेजा गया लिंक खोला जाएगा; तब तक आपके अकाउंट के ई-मेल इसी पते पर आते रहेंगे।\n\n' +
      'अगर यह आपने किया है, तो आपको और कुछ नहीं करना है।\n\n' +
      `अगर यह आपने नहीं किया, तो ${profileUrl} पर साइन इन करें, यह बदलाव रद्द करें और अपना पासवर्ड बदलें। हमारी टीम मदद करेगी: ` +
      `${supportEmail} पर लिखें या ${phone} पर कॉल करें (${hours})।`,
  },

  orderPlaced: {
    subject: (orderNumber) => `आपका MakerBazaar ऑर्डर ${orderNumber}`,
    thanks: (orderNumber) => `आपके ऑर्डर ${orderNumber} के लिए धन्यवाद।`,
    total: ({ total, payment }) => `कुल: ${total} (${payment})`,
    invoiceAttached: (invoiceNumber) => `आपका टैक्स इनवॉइस ${invoiceNumber} इस ई-मेल के साथ PDF में अटैच है।`,
    shippingTo: (address) => `शिपिंग पता: ${address}`,
    whatNext: (ordersUrl) =>
      `हम ऑर्डर 24–48 घंटे के अंदर पैक कर देते हैं। आप इसे ${ordersUrl} पर ट्रैक कर सकते हैं। ऑर्डर करने के 1 घंटे के अंदर आप इसे वहीं से कैंसल भी कर सकते हैं।`,
    nothingToShip: (ordersUrl) =>
      `इस ऑर्डर में शिप करने के लिए कुछ नहीं है: कोर्स एक्सेस की जानकारी एक अलग ई-मेल में भेजी गई है। अपने ऑर्डर आप ${ordersUrl} पर देख सकते हैं।`,
    payment: { cod: 'कैश ऑन डिलीवरी', online: 'ऑनलाइन पेमेंट' },
    couponLine: ({ code, amount }) => `कूपन ${code} — −${amount}`,
  },

  orderUpdate: {
    subject: ({ step, orderNumber }) => `ऑर्डर ${orderNumber}: ${step}`,
    follow: (ordersUrl) => `अपना ऑर्डर ${ordersUrl} पर ट्रैक करें।`,
    confirmed: {
      step: 'कन्फ़र्म हुआ',
      body: ({ orderNumber }) => `हमने आपका ऑर्डर ${orderNumber} कन्फ़र्म कर दिया है। हम ऑर्डर 24–48 घंटे के अंदर पैक कर देते हैं।`,
    },
    packed: {
      step: 'पैक हुआ',
      body: ({ orderNumber }) =>
        `आपका ऑर्डर ${orderNumber} पैक हो गया है और कूरियर का इंतज़ार कर रहा है। शिप होते ही हम आपको ट्रैकिंग नंबर ई-मेल कर देंगे।`,
    },
    shipped: {
      step: 'शिप हुआ',
      body: ({ orderNumber, carrier, trackingNumber, link }) =>
        `आपका ऑर्डर ${orderNumber} ${carrier} से भेज दिया गया है और रास्ते में है।\n\nट्रैकिंग नंबर: ${trackingNumber}\n\n` +
        (link === null
          ? `इस नंबर से ${carrier} की वेबसाइट पर अपना पार्सल ट्रैक करें।`
          : link.opensParcel
            ? `अपना पार्सल यहाँ ट्रैक करें: ${link.url}`
            : `${link.courier} के ट्रैकिंग पेज पर यह नंबर डालकर अपना पार्सल ट्रैक करें: ${link.url}`),
    },
    delivered: {
      step: 'डिलीवर हुआ',
      body: ({ orderNumber, returnDays }) =>
        `आपका ऑर्डर ${orderNumber} डिलीवर हो गया है। उम्मीद है कि इससे कुछ नया बनाने में आपको मज़ा आएगा: ` +
        `आपने जो खरीदा है, उसका रिव्यू आप अपने ऑर्डर पेज से दे सकते हैं। ${returnDays} दिन के अंदर रिटर्न स्वीकार किए जाते हैं।`,
    },
    cancelled: {
      step: 'कैंसल हुआ',
      byShop: ({ orderNumber }) => `हमें खेद है: हमें आपका ऑर्डर ${orderNumber} कैंसल करना पड़ा है।`,
      byCustomer: ({ orderNumber }) => `आपके कहे अनुसार आपका ऑर्डर ${orderNumber} कैंसल कर दिया गया है।`,
      refundDue: 'आपने जो रकम चुकाई थी, वह उसी तरीके से रिफ़ंड की जाएगी जिससे आपने पेमेंट किया था; रिफ़ंड भेजते ही हम आपको ई-मेल करेंगे।',
      creditNoteAttached: (creditNoteNumber) =>
        `हमारा क्रेडिट नोट ${creditNoteNumber}, जिससे आपका टैक्स इनवॉइस रद्द हो जाता है, इस ई-मेल के साथ PDF में अटैच है।`,
    },
    refunded: {
      step: 'रिफ़ंड भेजा गया',
      body: ({ amount, orderNumber, whole }) =>
        `हमने आपके ऑर्डर ${orderNumber} के लिए ${amount}${whole ? ' (आपकी चुकाई हुई पूरी रकम)' : ''} का रिफ़ंड भेज दिया है।`,
      bankTime: 'आमतौर पर यह रकम 5–7 कामकाजी दिनों के अंदर आपके बैंक खाते में दिख जाती है।',
      bankTransfer: (reference) =>
        `यह रकम हमने बैंक ट्रांसफ़र से आपके बैंक खाते में भेजी है, रेफ़रेंस (UTR) ${reference}; अपने बैंक से पूछताछ करते समय यही नंबर बताएँ।`,
      creditNoteAttached: (creditNoteNumber) =>
        `इस रकम का क्रेडिट नोट ${creditNoteNumber}, जो आपके टैक्स इनवॉइस की रकम उतनी कम करता है, इस ई-मेल के साथ PDF में अटैच है।`,
    },
    reason: (reason) => `कारण: ${reason}`,
  },

  courseEnrolment: {
    subject: (title) => `आप एनरोल हो गए हैं: ${title}`,
    enrolled: (title) => `अब आप "${title}" में एनरोल हो गए हैं। आपका स्वागत है!`,
    facts: ({ instructor, duration, level }) => `इंस्ट्रक्टर: ${instructor}\nअवधि: ${duration}\nलेवल: ${level}`,
    coursePage: (url) => `पूरे सिलेबस के साथ आपका कोर्स पेज यहाँ है:\n${url}`,
    kitHeading: 'क्या तैयार रखें',
    kitIntro:
      'पहले प्रैक्टिकल लेसन से पहले ये पार्ट्स अपने पास रखें। इनमें से ज़्यादातर हमारी शॉप में मिल जाते हैं, ' +
      'और हम ऑर्डर 24–48 घंटे के अंदर पैक कर देते हैं:',
    noKit: 'आपको बस USB पोर्ट वाला एक कंप्यूटर और इंटरनेट कनेक्शन चाहिए।',
    syllabusHeading: 'आप क्या-क्या सीखेंगे',
    stuck: (supportEmail) => `किसी लेसन या पार्ट पर अटक गए हैं? कोर्स के नाम के साथ ${supportEmail} पर लिखें, हम आपकी मदद करेंगे।`,
  },

  newsletter: {
    subject: 'आपने MakerBazaar न्यूज़लेटर सब्सक्राइब कर लिया है',
    body: ({ shopUrl, unsubscribeUrl }) =>
      'MakerBazaar न्यूज़लेटर सब्सक्राइब करने के लिए धन्यवाद। हम इस पते पर आपको नए बोर्ड और सेंसर, ' +
      `पार्ट्स लिस्ट के साथ प्रोजेक्ट आइडिया, नए कोर्स और ऑफ़र के बारे में लिखते रहेंगे। नया क्या आया है, यह ${shopUrl} पर देखें।\n\n` +
      `अगर आपने साइन अप नहीं किया था, या आपका मन बदल गया है, तो एक क्लिक में अनसब्सक्राइब करें:\n${unsubscribeUrl}`,
  },

  supportAcknowledgement: {
    subject: (ticketNumber) => `हमें आपकी रिक्वेस्ट ${ticketNumber} मिल गई है`,
    thanks: (ticketNumber) =>
      `MakerBazaar सपोर्ट को लिखने के लिए धन्यवाद। आपका टिकट नंबर ${ticketNumber} है; ` +
      'अगर आप इस बारे में हमें दोबारा लिखें, तो कृपया यह नंबर ज़रूर बताएँ।',
    topic: (topic) => `विषय: ${topic}`,
    order: (orderNumber) => `ऑर्डर: ${orderNumber}`,
    reply: ({ replyTime, phone, hours }) =>
      `हम हर दिन ई-मेल का जवाब देते हैं और ${replyTime} के अंदर इसी पते पर आपको जवाब देंगे। ` +
      `किसी ऑर्डर से जुड़ी ज़रूरी बात के लिए हमें ${phone} पर कॉल करें (${hours})।`,
    topics: {
      'Order and delivery': 'ऑर्डर और डिलीवरी',
      'Returns and refunds': 'रिटर्न और रिफ़ंड',
      Payments: 'पेमेंट',
      'Technical help with a product': 'किसी प्रोडक्ट के लिए टेक्निकल मदद',
      Account: 'अकाउंट',
      Other: 'अन्य',
    },
  },

  bulkQuoteAcknowledgement: {
    subject: (reference) => `बल्क ऑर्डर कोटेशन के लिए आपकी रिक्वेस्ट ${reference}`,
    body: ({ reference, itemCount, neededBy, replyTime, supportEmail }) =>
      `बल्क ऑर्डर के बारे में पूछताछ के लिए धन्यवाद। आपका रेफ़रेंस ${reference} है।\n\n` +
      `${itemCount.toLocaleString('en-IN')} ${itemCount === 1 ? 'आइटम' : 'आइटमों'} की आपकी लिस्ट हमें मिल गई है, ` +
      `${itemCount === 1 ? 'जिसकी' : 'जिनकी'} ज़रूरत आपको ${neededBy} तक है। ${replyTime} के अंदर हम आपको ` +
      `वॉल्यूम के हिसाब से कीमतें, GST और डिलीवरी की तारीख के साथ कोटेशन ई-मेल करेंगे। इस बीच अगर कुछ बदलता है, तो ` +
      `ऊपर दिए गए रेफ़रेंस के साथ ${supportEmail} पर लिखें।`,
  },

  backInStock: {
    confirmSubject: (productName) => `${productName} के अलर्ट की पुष्टि करें`,
    confirmBody: ({ productName, confirmUrl, days }) =>
      `किसी ने हमसे कहा है कि ${productName} के दोबारा स्टॉक में आने पर इस पते पर एक बार ई-मेल करें। ` +
      `वह ई-मेल पाने के लिए ${days} दिनों के अंदर पुष्टि करें:\n${confirmUrl}\n\n` +
      'पुष्टि होने तक हम इस पते पर और कुछ नहीं भेजेंगे। अगर यह आपने नहीं किया था, तो इस ई-मेल को अनदेखा करें।',
    noticeSubject: (productName) => `फिर से स्टॉक में: ${productName}`,
    noticeBody: ({ productName, productUrl }) =>
      `जैसा आपने कहा था, हम बता रहे हैं: ${productName} फिर से स्टॉक में है। यह जल्दी ख़त्म हो सकता है:\n${productUrl}\n\n` +
      'आपने यही एक ई-मेल माँगा था; इसके बारे में हम दोबारा नहीं लिखेंगे।',
  },
};

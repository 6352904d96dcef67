import type { EmailTexts } from './email-texts.js';

export const te: EmailTexts = {
  greeting: (name) => `నమస్కారం ${name} గారూ,`,
  helloGuest: 'నమస్కారం,',
  team: '— MakerBazaar టీమ్',
  replyTime: '24 గంటలు',
  supportHours: 'సోమవారం–శనివారం, 9AM–6PM',
  notYou: 'మీరు మాకు రాయకపోయి ఉంటే, దయచేసి ఈ ఈమెయిల్‌ను పట్టించుకోకండి.',

  welcome: {
    subject: 'MakerBazaarకి స్వాగతం',
    body: ({ username, loginUrl }) =>
      `మీ MakerBazaar ఖాతా "${username}" సిద్ధంగా ఉంది. విష్‌లిస్ట్ ఉంచుకోవడానికి, క్యాష్ ఆన్ డెలివరీ లేదా ` +
      `ఆన్‌లైన్ పేమెంట్‌తో చెక్అవుట్ చేయడానికి, మీ ఆర్డర్‌లను ట్రాక్ చేయడానికి ${loginUrl} లో సైన్ ఇన్ చేయండి.`,
  },

  passwordReset: {
    subject: 'మీ MakerBazaar పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
    body: ({ resetUrl }) =>
      `మీ MakerBazaar ఖాతా పాస్‌వర్డ్‌ను రీసెట్ చేయాలని ఎవరో రిక్వెస్ట్ చేశారు. కొత్త పాస్‌వర్డ్ ఎంచుకోవడానికి, ఈ లింక్‌ను తెరవండి:\n\n${resetUrl}\n\n` +
      'ఈ లింక్ ఒక్కసారి మాత్రమే, 30 నిమిషాల పాటు పని చేస్తుంది. ఈ రిక్వెస్ట్ మీరు చేయకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ మారదు, ఇప్పుడున్నట్లే ఉంటుంది.',
  },

  orderPlaced: {
    subject: (orderNumber) => `మీ MakerBazaar ఆర్డర్ ${orderNumber}`,
    thanks: (orderNumber) => `మీ ఆర్డర్ ${orderNumber} చేసినందుకు ధన్యవాదాలు.`,
    total: ({ total, payment }) => `మొత్తం: ${total} (${payment})`,
    invoiceAttached: (invoiceNumber) => `మీ టాక్స్ ఇన్‌వాయిస్ ${invoiceNumber}ను PDFగా ఈ ఈమెయిల్‌కు జత చేశాం.`,
    shippingTo: (address) => `షిప్పింగ్ చిరునామా: ${address}`,
    whatNext: (ordersUrl) =>
      `మేము ఆర్డర్‌లను 24–48 గంటల్లో ప్యాక్ చేస్తాం. మీ ఆర్డర్‌ను ${ordersUrl} లో ట్రాక్ చేయవచ్చు. ఆర్డర్ చేసిన 1 గంట లోపు అక్కడే దాన్ని రద్దు చేయవచ్చు.`,
    nothingToShip: (ordersUrl) => `షిప్ చేయాల్సింది ఏమీ లేదు: కోర్సు యాక్సెస్ వివరాలు మరో ఈమెయిల్‌లో విడిగా వస్తాయి. మీ ఆర్డర్‌లు ${ordersUrl} లో ఉన్నాయి.`,
    payment: { cod: 'క్యాష్ ఆన్ డెలివరీ', online: 'ఆన్‌లైన్ పేమెంట్' },
    couponLine: ({ code, amount }) => `కూపన్ ${code} — −${amount}`,
  },

  orderUpdate: {
    subject: ({ step, orderNumber }) => `${step}: ఆర్డర్ ${orderNumber}`,
    follow: (ordersUrl) => `మీ ఆర్డర్‌ను ${ordersUrl} లో ట్రాక్ చేయండి.`,
    confirmed: {
      step: 'నిర్ధారించబడింది',
      body: ({ orderNumber }) => `మీ ఆర్డర్ ${orderNumber}ను నిర్ధారించాం. మేము ఆర్డర్‌లను 24–48 గంటల్లో ప్యాక్ చేస్తాం.`,
    },
    packed: {
      step: 'ప్యాక్ అయింది',
      body: ({ orderNumber }) =>
        `మీ ఆర్డర్ ${orderNumber} ప్యాక్ అయింది, కొరియర్ కోసం ఎదురుచూస్తోంది. షిప్ అయిన వెంటనే ట్రాకింగ్ నంబర్‌ను మీకు ఈమెయిల్ చేస్తాం.`,
    },
    shipped: {
      step: 'షిప్ అయింది',
      body: ({ orderNumber, carrier, trackingNumber, link }) =>
        `మీ ఆర్డర్ ${orderNumber} ${carrier} ద్వారా మీ దగ్గరకు బయలుదేరింది.\n\nట్రాకింగ్ నంబర్: ${trackingNumber}\n\n` +
        (link === null
          ? `ఈ నంబర్‌తో ${carrier} వెబ్‌సైట్‌లో మీ పార్సిల్‌ను ట్రాక్ చేయండి.`
          : link.opensParcel
            ? `మీ పార్సిల్‌ను ఇక్కడ ట్రాక్ చేయండి: ${link.url}`
            : `${link.courier} ట్రాకింగ్ పేజీలో ఈ నంబర్ ఇచ్చి మీ పార్సిల్‌ను ట్రాక్ చేయండి: ${link.url}`),
    },
    delivered: {
      step: 'డెలివరీ అయింది',
      body: ({ orderNumber, returnDays }) =>
        `మీ ఆర్డర్ ${orderNumber} డెలివరీ అయింది. వీటితో మీ ప్రాజెక్ట్‌లు తయారు చేయడం మీకు నచ్చుతుందని ఆశిస్తున్నాం: ` +
        `మీరు కొన్నవాటిని మీ ఆర్డర్‌ల పేజీ నుండి రివ్యూ చేయవచ్చు. ` +
        `${returnDays} ${returnDays === 1 ? 'రోజు' : 'రోజుల'} లోపు రిటర్న్‌లు స్వీకరిస్తాం.`,
    },
    cancelled: {
      step: 'రద్దు చేయబడింది',
      byShop: ({ orderNumber }) => `క్షమించండి: మీ ఆర్డర్ ${orderNumber}ను మేము రద్దు చేయాల్సి వచ్చింది.`,
      byCustomer: ({ orderNumber }) => `మీరు కోరినట్లుగా మీ ఆర్డర్ ${orderNumber} రద్దు చేయబడింది.`,
      refundDue: 'మీరు చెల్లించిన మొత్తం, మీరు చెల్లించిన అదే పేమెంట్ పద్ధతికి రీఫండ్ అవుతుంది; రీఫండ్ పంపగానే మీకు ఈమెయిల్ చేస్తాం.',
      creditNoteAttached: (creditNoteNumber) =>
        `మీ టాక్స్ ఇన్‌వాయిస్‌ను రద్దు చేసే క్రెడిట్ నోట్ ${creditNoteNumber}ను PDFగా ఈ ఈమెయిల్‌కు జత చేశాం.`,
    },
    refunded: {
      step: 'రీఫండ్ పంపబడింది',
      body: ({ amount, orderNumber, whole }) =>
        `మీ ఆర్డర్ ${orderNumber}కు సంబంధించి ${whole ? 'మీరు చెల్లించిన పూర్తి మొత్తం ' : ''}${amount} రీఫండ్ చేశాం.`,
      bankTime: 'సాధారణంగా 5–7 పని దినాల్లో ఆ డబ్బు మీ బ్యాంక్ ఖాతాలో జమ అవుతుంది.',
      bankTransfer: (reference) =>
        `ఈ డబ్బును బ్యాంక్ ట్రాన్స్‌ఫర్ ద్వారా మీ బ్యాంక్ ఖాతాకు పంపాం, రిఫరెన్స్ (UTR) ${reference}; మీ బ్యాంక్‌ను అడిగేటప్పుడు ఈ నంబర్ చెప్పండి.`,
      creditNoteAttached: (creditNoteNumber) =>
        `మీ టాక్స్ ఇన్‌వాయిస్‌ను ఈ మొత్తం మేరకు తగ్గించే క్రెడిట్ నోట్ ${creditNoteNumber}ను PDFగా ఈ ఈమెయిల్‌కు జత చేశాం.`,
    },
    reason: (reason) => `కారణం: ${reason}`,
  },

  courseEnrolment: {
    subject: (title) => `మీరు ఎన్‌రోల్ అయ్యారు: ${title}`,
    enrolled: (title) => `మీరు ఇప్పుడు "${title}" కోర్సులో ఎన్‌రోల్ అయ్యారు. మీకు స్వాగతం!`,
    facts: ({ instructor, duration, level }) => `ఇన్‌స్ట్రక్టర్: ${instructor}\nవ్యవధి: ${duration}\nలెవెల్: ${level}`,
    coursePage: (url) => `పూర్తి సిలబస్‌తో మీ కోర్సు పేజీ ఇక్కడ ఉంది:\n${url}`,
    kitHeading: 'ముందే సిద్ధంగా ఉంచుకోవాల్సినవి',
    kitIntro:
      'మొదటి ప్రాక్టికల్ పాఠానికి ముందే ఈ పార్ట్‌లను దగ్గర ఉంచుకోండి. వీటిలో చాలావరకు మా షాప్‌లో దొరుకుతాయి, ' + 'మేము ఆర్డర్‌లను 24–48 గంటల్లో ప్యాక్ చేస్తాం:',
    noKit: 'USB పోర్ట్ ఉన్న ఒక కంప్యూటర్, ఇంటర్నెట్ కనెక్షన్ ఉంటే చాలు.',
    syllabusHeading: 'కోర్సులో మీరు చేయబోయే మాడ్యూల్‌లు',
    stuck: (supportEmail) => `ఏదైనా పాఠం దగ్గర లేదా పార్ట్ దగ్గర ఆగిపోయారా? కోర్సు పేరుతో ${supportEmail} కు రాయండి, మేము సహాయం చేస్తాం.`,
  },

  newsletter: {
    subject: 'మీరు MakerBazaar న్యూస్‌లెటర్‌కు సబ్‌స్క్రైబ్ అయ్యారు',
    body: ({ shopUrl, unsubscribeUrl }) =>
      'MakerBazaar న్యూస్‌లెటర్‌కు సబ్‌స్క్రైబ్ చేసినందుకు ధన్యవాదాలు. కొత్త బోర్డులు, సెన్సార్‌లు, పార్ట్‌ల జాబితాలతో ' +
      `ప్రాజెక్ట్ ఐడియాలు, కొత్త కోర్సులు, ఆఫర్‌ల గురించి ఈ చిరునామాకు రాస్తాం. తాజావి ${shopUrl} లో చూడండి.\n\n` +
      `మీరు సైన్ అప్ చేయకపోయినా, లేదా మీ మనసు మారినా, ఒక్క క్లిక్‌తో అన్‌సబ్‌స్క్రైబ్ చేయండి:\n${unsubscribeUrl}`,
  },

  supportAcknowledgement: {
    subject: (ticketNumber) => `మీ రిక్వెస్ట్ ${ticketNumber} మాకు అందింది`,
    thanks: (ticketNumber) =>
      `MakerBazaar సపోర్ట్‌కు రాసినందుకు ధన్యవాదాలు. మీ టికెట్ నంబర్ ${ticketNumber}; ` +
      'దీని గురించి మాకు మళ్ళీ రాసేటప్పుడు దయచేసి ఈ నంబర్‌ను పేర్కొనండి.',
    topic: (topic) => `విషయం: ${topic}`,
    order: (orderNumber) => `ఆర్డర్: ${orderNumber}`,
    reply: ({ replyTime, phone, hours }) =>
      `మేము ప్రతి రోజూ ఈమెయిల్‌లకు జవాబిస్తాం, ${replyTime} గడిచేలోపు ఈ చిరునామాకు జవాబు పంపుతాం. ` +
      `ఆర్డర్ గురించి ఏదైనా అత్యవసరమైతే, ${phone} కు కాల్ చేయండి (${hours}).`,
    topics: {
      'Order and delivery': 'ఆర్డర్, డెలివరీ',
      'Returns and refunds': 'రిటర్న్‌లు, రీఫండ్‌లు',
      Payments: 'పేమెంట్‌లు',
      'Technical help with a product': 'ప్రోడక్ట్‌తో టెక్నికల్ సహాయం',
      Account: 'ఖాతా',
      Other: 'ఇతర',
    },
  },

  bulkQuoteAcknowledgement: {
    subject: (reference) => `మీ బల్క్ కొటేషన్ రిక్వెస్ట్ ${reference}`,
    body: ({ reference, itemCount, neededBy, replyTime, supportEmail }) =>
      `మీ బల్క్ ఆర్డర్ ఎంక్వైరీకి ధన్యవాదాలు. మీ రిఫరెన్స్ ${reference}.\n\n` +
      `${neededBy} నాటికి కావాల్సిన ${itemCount.toLocaleString('en-IN')} ${itemCount === 1 ? 'ఐటెమ్' : 'ఐటెమ్‌ల'} ` +
      `జాబితా మాకు అందింది, దానికి వాల్యూమ్ ధరలు, GST, డెలివరీ తేదీతో కూడిన కొటేషన్‌ను ${replyTime} గడిచేలోపు ` +
      `మీకు ఈమెయిల్ చేస్తాం. ఈలోగా ఏదైనా మారితే, పై రిఫరెన్స్‌ను పేర్కొంటూ ${supportEmail} కు రాయండి.`,
  },

  backInStock: {
    confirmSubject: (productName) => `${productName} అలర్ట్‌ను నిర్ధారించండి`,
    confirmBody: ({ productName, confirmUrl, days }) =>
      `${productName} మళ్ళీ స్టాక్‌లోకి వచ్చినప్పుడు ఈ చిరునామాకు ఒకసారి ఈమెయిల్ పంపమని ఎవరో మమ్మల్ని అడిగారు. ` +
      `ఆ ఈమెయిల్ రావాలంటే ${days} రోజుల్లోగా నిర్ధారించండి:\n${confirmUrl}\n\n` +
      'అలర్ట్ నిర్ధారించే వరకు ఈ చిరునామాకు మేము ఇంకేమీ పంపము. అది మీరు కాకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోకండి.',
    noticeSubject: (productName) => `మళ్ళీ స్టాక్‌లో: ${productName}`,
    noticeBody: ({ productName, productUrl }) =>
      `మీరు అడిగినట్లే చెబుతున్నాం: ${productName} మళ్ళీ స్టాక్‌లోకి వచ్చింది. ఇది త్వరగా అయిపోవచ్చు:\n${productUrl}\n\n` +
      'మీరు అడిగిన ఒక్క ఈమెయిల్ ఇదే; దీని గురించి మేము మళ్ళీ రాయము.',
  },
};

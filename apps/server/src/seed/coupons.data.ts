import type { TranslatedLanguage } from '@makerbazaar/core';

/** The shop's opening coupons, open to every customer; amounts in rupees, a category by its slug. */
export interface SeedCoupon {
  code: string;
  title: string;
  description: string;
  kind: 'percent' | 'flat';
  /** A percentage, or rupees for `flat`. */
  value: number;
  minOrder: number;
  maxDiscount: number | null;
  categorySlug: string | null;
  terms: string[];
  /** The title, description and terms as Hindi, Telugu and Tamil readers see them. */
  translations: Record<TranslatedLanguage, { title: string; description: string; terms: string[] }>;
}

/** How long the opening coupons run from the day the shop is set up. */
export const SEED_COUPON_DAYS = 180;

export const SEED_COUPONS: SeedCoupon[] = [
  {
    code: 'WELCOME10',
    title: '10% off your order',
    description: 'Take 10% off any order of ₹999 or more, on every board, sensor and tool in the shop.',
    kind: 'percent',
    value: 10,
    minOrder: 999,
    maxDiscount: 500,
    categorySlug: null,
    terms: [
      'Valid on orders of ₹999 or more.',
      'The discount is at most ₹500.',
      'One use per customer; one coupon per order.',
      'Cancelling the order gives the use back.',
    ],
    translations: {
      hi: {
        title: 'आपके ऑर्डर पर 10% की छूट',
        description: '₹999 या उससे ज़्यादा के किसी भी ऑर्डर पर 10% की छूट पाएँ — शॉप के हर बोर्ड, सेंसर और टूल पर।',
        terms: [
          '₹999 या उससे ज़्यादा के ऑर्डर पर मान्य।',
          'छूट ज़्यादा से ज़्यादा ₹500 है।',
          'हर ग्राहक एक बार इस्तेमाल कर सकता है; एक ऑर्डर पर एक कूपन।',
          'ऑर्डर कैंसल करने पर कूपन दोबारा इस्तेमाल किया जा सकता है।',
        ],
      },
      te: {
        title: 'మీ ఆర్డర్‌పై 10% తగ్గింపు',
        description: '₹999 లేదా అంతకంటే ఎక్కువ ఉన్న ఏ ఆర్డర్‌పైనైనా 10% తగ్గింపు పొందండి — షాప్‌లోని ప్రతి బోర్డు, సెన్సార్, టూల్‌పై.',
        terms: [
          '₹999 లేదా అంతకంటే ఎక్కువ ఆర్డర్‌లకు చెల్లుతుంది.',
          'తగ్గింపు గరిష్ఠంగా ₹500.',
          'ఒక్కో కస్టమర్‌కు ఒకసారి; ఒక్కో ఆర్డర్‌కు ఒక కూపన్.',
          'ఆర్డర్ రద్దు చేస్తే కూపన్‌ను మళ్లీ వాడుకోవచ్చు.',
        ],
      },
      ta: {
        title: 'உங்கள் ஆர்டருக்கு 10% தள்ளுபடி',
        description:
          '₹999 அல்லது அதற்கு மேற்பட்ட எந்த ஆர்டருக்கும் 10% தள்ளுபடி — கடையில் உள்ள ஒவ்வொரு போர்டு, சென்சார் மற்றும் கருவிக்கும்.',
        terms: [
          '₹999 அல்லது அதற்கு மேற்பட்ட ஆர்டர்களுக்குச் செல்லுபடியாகும்.',
          'தள்ளுபடி அதிகபட்சம் ₹500.',
          'ஒரு வாடிக்கையாளருக்கு ஒரு முறை; ஒரு ஆர்டருக்கு ஒரு கூப்பன்.',
          'ஆர்டரை ரத்து செய்தால் கூப்பனை மீண்டும் பயன்படுத்தலாம்.',
        ],
      },
    },
  },
  {
    code: 'MAKER50',
    title: '₹50 off small orders',
    description: 'A flat ₹50 off an order of ₹299 or more: enough for the jumper wires you forgot.',
    kind: 'flat',
    value: 50,
    minOrder: 299,
    maxDiscount: null,
    categorySlug: null,
    terms: ['Valid on orders of ₹299 or more.', 'One use per customer; one coupon per order.'],
    translations: {
      hi: {
        title: 'छोटे ऑर्डर पर ₹50 की छूट',
        description: '₹299 या उससे ज़्यादा के ऑर्डर पर सीधे ₹50 की छूट: भूले हुए जम्पर वायर के लिए काफ़ी।',
        terms: ['₹299 या उससे ज़्यादा के ऑर्डर पर मान्य।', 'हर ग्राहक एक बार इस्तेमाल कर सकता है; एक ऑर्डर पर एक कूपन।'],
      },
      te: {
        title: 'చిన్న ఆర్డర్‌లపై ₹50 తగ్గింపు',
        description: '₹299 లేదా అంతకంటే ఎక్కువ ఆర్డర్‌పై నేరుగా ₹50 తగ్గింపు: మర్చిపోయిన జంపర్ వైర్లకు సరిపోతుంది.',
        terms: ['₹299 లేదా అంతకంటే ఎక్కువ ఆర్డర్‌లకు చెల్లుతుంది.', 'ఒక్కో కస్టమర్‌కు ఒకసారి; ఒక్కో ఆర్డర్‌కు ఒక కూపన్.'],
      },
      ta: {
        title: 'சிறிய ஆர்டர்களுக்கு ₹50 தள்ளுபடி',
        description: '₹299 அல்லது அதற்கு மேற்பட்ட ஆர்டருக்கு நேரடியாக ₹50 தள்ளுபடி: மறந்துபோன ஜம்பர் வயர்களுக்குப் போதும்.',
        terms: [
          '₹299 அல்லது அதற்கு மேற்பட்ட ஆர்டர்களுக்குச் செல்லுபடியாகும்.',
          'ஒரு வாடிக்கையாளருக்கு ஒரு முறை; ஒரு ஆர்டருக்கு ஒரு கூப்பன்.',
        ],
      },
    },
  },
  {
    code: 'SENSOR15',
    title: '15% off sensors',
    description: 'Take 15% off the sensors in your cart when they come to ₹500 or more.',
    kind: 'percent',
    value: 15,
    minOrder: 500,
    maxDiscount: 200,
    categorySlug: 'sensors',
    terms: [
      'Applies to products in the Sensors category only.',
      'Needs ₹500 or more of sensors in the cart.',
      'The discount is at most ₹200.',
      'One use per customer; one coupon per order.',
    ],
    translations: {
      hi: {
        title: 'सेंसर पर 15% की छूट',
        description: 'कार्ट में सेंसर ₹500 या उससे ज़्यादा के हों, तो उन पर 15% की छूट पाएँ।',
        terms: [
          'सिर्फ़ Sensors कैटेगरी के प्रोडक्ट पर लागू।',
          'कार्ट में ₹500 या उससे ज़्यादा के सेंसर होने चाहिए।',
          'छूट ज़्यादा से ज़्यादा ₹200 है।',
          'हर ग्राहक एक बार इस्तेमाल कर सकता है; एक ऑर्डर पर एक कूपन।',
        ],
      },
      te: {
        title: 'సెన్సార్‌లపై 15% తగ్గింపు',
        description: 'మీ కార్ట్‌లోని సెన్సార్లు ₹500 లేదా అంతకంటే ఎక్కువ అయితే వాటిపై 15% తగ్గింపు పొందండి.',
        terms: [
          'Sensors కేటగిరీ ప్రోడక్ట్‌లకు మాత్రమే వర్తిస్తుంది.',
          'కార్ట్‌లో ₹500 లేదా అంతకంటే ఎక్కువ విలువైన సెన్సార్లు ఉండాలి.',
          'తగ్గింపు గరిష్ఠంగా ₹200.',
          'ఒక్కో కస్టమర్‌కు ఒకసారి; ఒక్కో ఆర్డర్‌కు ఒక కూపన్.',
        ],
      },
      ta: {
        title: 'சென்சார்களுக்கு 15% தள்ளுபடி',
        description: 'உங்கள் கார்ட்டில் உள்ள சென்சார்கள் ₹500 அல்லது அதற்கு மேல் இருந்தால், அவற்றுக்கு 15% தள்ளுபடி.',
        terms: [
          'Sensors வகையில் உள்ள பொருட்களுக்கு மட்டும் பொருந்தும்.',
          'கார்ட்டில் ₹500 அல்லது அதற்கு மேல் மதிப்புள்ள சென்சார்கள் இருக்க வேண்டும்.',
          'தள்ளுபடி அதிகபட்சம் ₹200.',
          'ஒரு வாடிக்கையாளருக்கு ஒரு முறை; ஒரு ஆர்டருக்கு ஒரு கூப்பன்.',
        ],
      },
    },
  },
  {
    code: 'ROBO20',
    title: '20% off robotics',
    description: 'Building a robot? Take 20% off robotics parts when they come to ₹1,500 or more.',
    kind: 'percent',
    value: 20,
    minOrder: 1500,
    maxDiscount: 750,
    categorySlug: 'robotics',
    terms: [
      'Applies to products in the Robotics category only.',
      'Needs ₹1,500 or more of robotics parts in the cart.',
      'The discount is at most ₹750.',
      'One use per customer; one coupon per order.',
    ],
    translations: {
      hi: {
        title: 'रोबोटिक्स पर 20% की छूट',
        description: 'रोबोट बना रहे हैं? रोबोटिक्स पार्ट्स ₹1,500 या उससे ज़्यादा के हों, तो उन पर 20% की छूट पाएँ।',
        terms: [
          'सिर्फ़ Robotics कैटेगरी के प्रोडक्ट पर लागू।',
          'कार्ट में ₹1,500 या उससे ज़्यादा के रोबोटिक्स पार्ट्स होने चाहिए।',
          'छूट ज़्यादा से ज़्यादा ₹750 है।',
          'हर ग्राहक एक बार इस्तेमाल कर सकता है; एक ऑर्डर पर एक कूपन।',
        ],
      },
      te: {
        title: 'రోబోటిక్స్‌పై 20% తగ్గింపు',
        description: 'రోబో తయారు చేస్తున్నారా? రోబోటిక్స్ పార్ట్‌లు ₹1,500 లేదా అంతకంటే ఎక్కువ అయితే వాటిపై 20% తగ్గింపు పొందండి.',
        terms: [
          'Robotics కేటగిరీ ప్రోడక్ట్‌లకు మాత్రమే వర్తిస్తుంది.',
          'కార్ట్‌లో ₹1,500 లేదా అంతకంటే ఎక్కువ విలువైన రోబోటిక్స్ పార్ట్‌లు ఉండాలి.',
          'తగ్గింపు గరిష్ఠంగా ₹750.',
          'ఒక్కో కస్టమర్‌కు ఒకసారి; ఒక్కో ఆర్డర్‌కు ఒక కూపన్.',
        ],
      },
      ta: {
        title: 'ரோபோட்டிக்ஸுக்கு 20% தள்ளுபடி',
        description: 'ரோபோ உருவாக்குகிறீர்களா? ரோபோட்டிக்ஸ் பாகங்கள் ₹1,500 அல்லது அதற்கு மேல் இருந்தால், அவற்றுக்கு 20% தள்ளுபடி.',
        terms: [
          'Robotics வகையில் உள்ள பொருட்களுக்கு மட்டும் பொருந்தும்.',
          'கார்ட்டில் ₹1,500 அல்லது அதற்கு மேல் மதிப்புள்ள ரோபோட்டிக்ஸ் பாகங்கள் இருக்க வேண்டும்.',
          'தள்ளுபடி அதிகபட்சம் ₹750.',
          'ஒரு வாடிக்கையாளருக்கு ஒரு முறை; ஒரு ஆர்டருக்கு ஒரு கூப்பன்.',
        ],
      },
    },
  },
];

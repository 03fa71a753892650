/**
 * The complaint desk in Hindi (issue 35, item 6): /hi/complaints, a translation of
 * ./complaints.ts's page and form, with the form's checks (complaintProblems) in Hindi words. The
 * endpoint answers in English: a refusal's and a failure's words are replaced here (`server`).
 * A machine translation until the compliance officer reviews it: then set `status` to 'reviewed',
 * with who and when. complaints.hi.test.ts keeps it in step with the English.
 */
import { formatIndianNumber, paths } from '@meridian/shared';
import { COMPLAINT_LIMITS, longDateInHindi, RESPONSE_DAYS } from '@meridian/shared/complaints';
import type { ComplaintWords } from '@meridian/shared/submissions';
import { FIRM_FACTS, FIRM_HOURS_HI } from './legal/legal-document';
import { SCORES_URL, SMART_ODR_URL, type ComplaintDeskWords } from './complaints';

const count = (value: number) => formatIndianNumber(value);

/** When a limited sender may try again, in Hindi ("after"): "40 सेकंड बाद", "3 मिनट बाद", "लगभग 2 घंटे बाद", "कल". */
export function retryWhenHi(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} सेकंड बाद`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `${minutes} मिनट बाद`;
  const hours = Math.round(s / 3600);
  if (hours < 20) return `लगभग ${hours} घंटे बाद`;
  return 'कल';
}

const INVALID_EMAIL = 'कृपया एक मान्य ईमेल पता लिखें, जैसे name@example.com।';
const INVALID_PHONE = 'कृपया एक मान्य फ़ोन नंबर लिखें (केवल अंक, स्पेस, +, - और कोष्ठक), या इसे खाली छोड़ दें।';

/** Each field's problem in Hindi (complaintWordsInEnglish in English). */
export const complaintWordsInHindi: ComplaintWords = (field, problem) => {
  switch (field) {
    case 'name':
      if (problem === 'too-long') return `कृपया अपना नाम ${count(COMPLAINT_LIMITS.name)} अक्षरों से कम रखें।`;
      if (problem === 'line-break') return 'कृपया अपने नाम से टैब या नई पंक्ति हटा दें।';
      if (problem === 'invalid') return 'कृपया अपना नाम जाँचें।';
      return 'कृपया अपना नाम लिखें।';
    case 'email':
      return problem === 'missing' ? 'कृपया अपना ईमेल पता लिखें।' : INVALID_EMAIL;
    case 'phone':
      return problem === 'too-long'
        ? `कृपया अपना फ़ोन नंबर ${count(COMPLAINT_LIMITS.phone)} या उससे कम अक्षरों में रखें, या इसे खाली छोड़ दें।`
        : INVALID_PHONE;
    case 'client':
      return 'कृपया बताएँ कि क्या आप हमारे क्लाइंट हैं।';
    case 'category':
      return 'कृपया चुनें कि आपकी शिकायत किस बारे में है।';
    case 'description':
      if (problem === 'too-long') return `कृपया अपना विवरण ${count(COMPLAINT_LIMITS.description)} या उससे कम अक्षरों में रखें।`;
      if (problem === 'invalid') return 'कृपया अपना विवरण जाँचें।';
      return 'कृपया अपनी शिकायत का विवरण लिखें।';
  }
};

export const complaintDeskHi: ComplaintDeskWords = {
  language: 'hi',
  status: { status: 'machine', by: 'Meridian website team', on: '2026-11-30' },
  page: {
    meta: {
      title: 'शिकायत दर्ज करें',
      description: `हमसे शिकायत कैसे करें, वे ${RESPONSE_DAYS} दिन जिनके भीतर हम उत्तर देते हैं, और SCORES तथा SMART ODR पर शिकायत आगे कैसे ले जाएँ।`,
    },
    banner: {
      title: 'शिकायत दर्ज करें',
      subtitle: `हमें बताइए कि क्या गलत हुआ। हम हर शिकायत का उत्तर जितनी जल्दी हो सके देते हैं, और उसे प्राप्त करने के ${RESPONSE_DAYS} कैलेंडर दिनों के भीतर।`,
    },
    howHeading: 'शिकायत कैसे करें',
    how: [
      `इस पेज पर दिए गए फ़ॉर्म का उपयोग करें, या हमारे शिकायत अधिकारी को ${FIRM_FACTS.grievanceEmail} पर लिखें, या हमें ${FIRM_FACTS.phone} पर कॉल करें (${FIRM_HOURS_HI})।`,
      'हर शिकायत को एक टिकट नंबर मिलता है। इसे संभाल कर रखें: इसी से आप, हम और सेबी आपकी शिकायत का उल्लेख करते हैं।',
    ],
    escalationHeading: 'यदि आप संतुष्ट नहीं हैं',
    escalation: [
      {
        heading: `1. हमसे शिकायत करें: ${RESPONSE_DAYS} दिनों के भीतर उत्तर`,
        paragraphs: [
          `हम आपकी शिकायत की तुरंत जाँच करते हैं और उसे प्राप्त करने के ${RESPONSE_DAYS} कैलेंडर दिनों के भीतर आपको अपना उत्तर भेजते हैं। यदि आपके पास टिकट नंबर है, तो हमें लिखते समय उसका उल्लेख करें।`,
        ],
      },
      {
        heading: '2. सेबी SCORES 2.0',
        paragraphs: [
          `यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, या ${RESPONSE_DAYS} दिनों के भीतर आपको कोई उत्तर नहीं मिला है, तो आप सेबी के शिकायत पोर्टल SCORES 2.0 पर अपनी शिकायत दर्ज कर सकते हैं। निवेश सलाहकारों के पर्यवेक्षी निकाय के रूप में बीएसई लिमिटेड (BSE Ltd) पहले इसकी समीक्षा करता है; यदि आप तब भी संतुष्ट नहीं हैं, तो सेबी इसकी समीक्षा करता है।`,
        ],
        link: { href: SCORES_URL, label: 'SCORES 2.0 (scores.sebi.gov.in)' },
      },
      {
        heading: '3. SMART ODR पोर्टल',
        paragraphs: [
          'यदि शिकायत तब भी हल नहीं होती, तो आप उसे प्रतिभूति बाज़ार के ऑनलाइन विवाद समाधान पोर्टल SMART ODR पर ले जा सकते हैं, जहाँ ऑनलाइन सुलह होती है और उसके विफल होने पर मध्यस्थता (आर्बिट्रेशन)।',
        ],
        link: { href: SMART_ODR_URL, label: 'SMART ODR (smartodr.in)' },
      },
    ],
    postHeading: 'सेबी को डाक से लिखना',
    post: 'आप सेबी को इस पते पर लिखित शिकायत भी भेज सकते हैं:',
    dataLink: {
      to: paths.complaintsData,
      label: 'हमें हर महीने मिलने वाली और हल होने वाली शिकायतों की संख्या (अंग्रेज़ी में)',
    },
    formHeading: 'शिकायत फ़ॉर्म',
    formIntro: `तारांकन (*) वाले फ़ील्ड आवश्यक हैं। आप हिन्दी या अंग्रेज़ी में लिख सकते हैं। हम ${RESPONSE_DAYS} कैलेंडर दिनों के भीतर ईमेल से उत्तर देते हैं।`,
  },
  form: {
    labels: {
      name: 'आपका नाम',
      email: 'ईमेल',
      phone: 'फ़ोन',
      client: 'क्या आप हमारे क्लाइंट हैं?',
      category: 'आपकी शिकायत किस बारे में है?',
      description: 'आपकी शिकायत',
    },
    clientChoices: [
      { value: 'yes', label: 'हाँ, मैं क्लाइंट हूँ' },
      { value: 'no', label: 'नहीं' },
    ],
    categoryPlaceholder: 'एक चुनें',
    categories: {
      service: 'हमारी सेवा (देरी, उत्तर न मिलना, दस्तावेज़)',
      fees: 'शुल्क और बिलिंग',
      advice: 'आपको दी गई सलाह',
      conduct: 'हमारे कर्मचारियों का आचरण',
      accessibility: 'हमारी वेबसाइट या सेवाओं की सुगम्यता',
      privacy: 'निजता और आपका व्यक्तिगत डेटा',
      impersonation: 'कोई हमारे नाम से स्वयं को प्रस्तुत कर रहा है (प्रतिरूपण)',
      other: 'कुछ और',
    },
    descriptionHint: 'क्या हुआ, कब हुआ, और आपने किससे बात की; आप हमसे क्या करवाना चाहते हैं। कृपया पासवर्ड या पूरे खाता नंबर न लिखें।',
    counter: (used, max) => `${count(max)} में से ${count(used)} अक्षर`,
    optional: ' (वैकल्पिक)',
    submit: 'शिकायत भेजें',
    sending: 'भेजी जा रही है...',
    signedIn: (email) => `आप ${email} के रूप में साइन इन हैं: यह शिकायत अपनी स्थिति के साथ आपके डैशबोर्ड में भी दिखेगी।`,
    failed: (message) => `आपकी शिकायत नहीं भेजी गई। ${message} आपने जो कुछ लिखा है, वह यहीं है।`,
    limited: (seconds) =>
      `हमें थोड़े समय में आपसे कई संदेश मिले हैं। कृपया ${retryWhenHi(seconds)} फिर से प्रयास करें। आपने जो कुछ लिखा है, वह यहीं है।`,
    unreachable: 'हम अपने सर्वर तक नहीं पहुँच सके। कृपया अपना कनेक्शन जाँचें और थोड़ी देर में फिर से प्रयास करें।',
    problems: complaintWordsInHindi,
    server: {
      refused: 'कृपया चिह्नित फ़ील्ड ठीक करें और इसे फिर से भेजें।',
      failed:
        'हमारा सर्वर इसे अभी स्वीकार नहीं कर सका। कृपया इसे फिर से भेजें। यदि आप साइन इन हैं और यह फिर भी न जाए, तो फिर से साइन इन करें या साइन आउट करके भेजें; अन्यथा हमें कॉल या ईमेल करें।',
    },
    date: longDateInHindi,
    receipt: {
      heading: 'आपकी शिकायत हमें मिल गई है',
      ticket: 'आपका टिकट नंबर',
      received: 'प्राप्ति की तारीख',
      dueBy: 'हम इस तारीख तक उत्तर देंगे',
      keep: `कृपया अपना टिकट नंबर संभाल कर रखें। यदि उस तारीख तक आपको हमारा उत्तर नहीं मिलता, या आप उससे संतुष्ट नहीं हैं, तो आप अपनी शिकायत सेबी SCORES 2.0 (${SCORES_URL}) पर आगे ले जा सकते हैं।`,
      noTicket: 'आपको भेजे गए हमारे उत्तर में इसका टिकट नंबर होगा।',
      another: 'एक और शिकायत दर्ज करें',
    },
  },
};

/**
 * The notices at the points of collection in Hindi (issue 35, item 6): a translation of each
 * English notice of ./notices/ (the same items, in the same order) and of the words around every
 * notice (collection-notice.tsx: the board sentence, the abuse-limit sentence, the contact line,
 * the link to the full notice, the default consent label). Content: the compliance officer edits
 * the words here, as in ./notices/. A machine translation until the compliance officer reviews
 * it: then set `status` to 'reviewed', with who and when. When the English notices change (a new
 * PRIVACY_NOTICE_VERSION), translate the change and set `source.version`; until then
 * notices-hi.test.ts fails, as it does when an item is added, removed or left in English.
 *
 * The terms are those of the Hindi privacy notice (mfe-marketing/src/content/legal/privacy.hi.ts):
 * डेटा संरक्षण संपर्क, सहमति वापस लेना, सेबी, भारतीय डेटा संरक्षण बोर्ड. Names on the site's
 * screens that stay in English there (Privacy, My Calculations) stay in English here too.
 */
import type { TranslationStatus } from '../languages/languages';
import type { CollectionPoint } from './notice-parts';

/** One notice's words in another language: same items, same order, as the English notice. */
export interface NoticeWords {
  /** The point of collection named as a reader knows it (the form's name), before its title. */
  place: string;
  title: string;
  summary: string;
  /** One per English item, in the same order: [data, purpose]. */
  items: readonly { data: string; purpose: string }[];
  retention: string;
  withdraw: string;
  /** Present exactly when the English notice has a consentLabel. */
  consentLabel?: string;
  /** As the English notice's: whether it adds the abuse-limit sentence, and shows a consent box. */
  publicForm: boolean;
  consentBox: boolean;
}

/** The words around every notice. */
export interface NoticeFrameWords {
  /** The heading of the notices' part of the Hindi privacy notice (HINDI_NOTICES_PATH). */
  heading: string;
  /** What that part is, in one line. */
  intro: string;
  /** The words before the consent box's label: the box a form asks the person to tick. */
  boxLabel: string;
  /** ABUSE_LIMIT_SENTENCE, translated. */
  abuseLimit: string;
  /** BOARD_SENTENCE, translated. */
  board: string;
  /** 'Questions or a grievance: our data protection contact' → the words before the contact's name. */
  questions: string;
  /** The link text 'Full privacy notice' (to the privacy notice in this language). */
  fullNotice: string;
  /** '(version {v}, {date})'. */
  versionLine: (version: string, date: string) => string;
  /** Shown while the translation is a machine one: that the English text is authoritative. */
  machineNote: string;
  /** The default consent label when a notice has none: 'I agree, as this notice says.' */
  defaultConsentLabel: string;
}

export interface NoticeTranslation {
  language: 'hi';
  /** The English notices' version it translates (PRIVACY_NOTICE_VERSION when written). */
  source: { version: string };
  status: TranslationStatus;
  /** The Hindi privacy notice's path and date as shown. */
  fullNoticePath: '/hi/privacy';
  noticeDate: string;
  frame: NoticeFrameWords;
  notices: Readonly<Record<CollectionPoint, NoticeWords>>;
}

/** RECORD_ITEM (./notice-parts.ts), which the site sets with every record of a public form. */
const RECORD_WORDS = {
  data: 'हमें यह कब मिला, आपने इसे किस पेज से भेजा, और इस सूचना का वह संस्करण जिस पर आपने सहमति दी तथा वह भाषा जिसमें आपने इसे पढ़ा',
  purpose: 'यह दिखाने के लिए कि आपने अपनी सहमति कब और कैसे दी, और क्रम से उत्तर देने के लिए',
} as const;

/** "We then stop using it, except what SEBI requires us to keep": the end of several withdraw lines. */
const EXCEPT_SEBI = 'तब हम इसका उपयोग बंद कर देते हैं, सिवाय उसके जिसे सेबी के अनुसार हमें रखना आवश्यक है।';

export const NOTICES_HI: NoticeTranslation = {
  language: 'hi',
  source: { version: '2026-11-30' },
  status: { status: 'machine', by: 'Meridian website team', on: '2026-11-30' },
  fullNoticePath: '/hi/privacy',
  noticeDate: '30 नवंबर 2026',
  frame: {
    heading: 'जहाँ हम आपका डेटा लेते हैं, वहाँ की सूचनाएँ',
    intro:
      'हमारी वेबसाइट का हर फ़ॉर्म अपने पास एक छोटी सूचना दिखाता है: कौन-सा डेटा, किस लिए, कितने समय तक, और सहमति कैसे वापस लें। नीचे वही सूचनाएँ हिन्दी में हैं।',
    boxLabel: 'फ़ॉर्म का सहमति बॉक्स, जिस पर आप टिक करते हैं:',
    abuseLimit:
      'फ़ॉर्म का दुरुपयोग रोकने के लिए, हमारा सर्वर आपके नेटवर्क पते और ईमेल पते से बना एक एकतरफ़ा (one-way) कोड भी अधिकतम एक दिन तक रखता है।',
    board:
      'यदि हम आपकी शिकायत का निवारण आपकी संतुष्टि के अनुसार नहीं करते, तो आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) में शिकायत कर सकते हैं।',
    questions: 'प्रश्न या शिकायत के लिए: हमारा डेटा संरक्षण संपर्क',
    fullNotice: 'पूरी गोपनीयता नीति',
    versionLine: (version, date) => `(संस्करण ${version}, ${date})`,
    machineNote:
      'यह अनुवाद मशीन से तैयार किया गया है और हमारे अनुपालन अधिकारी ने अभी इसकी समीक्षा नहीं की है। यदि यह अंग्रेज़ी पाठ से भिन्न हो, तो अंग्रेज़ी पाठ मान्य होगा।',
    defaultConsentLabel: 'मैं सहमत हूँ, जैसा इस सूचना में बताया गया है।',
  },
  notices: {
    signup: {
      place: 'खाता बनाना',
      publicForm: false,
      consentBox: true,
      title: 'हम आपके खाते के विवरणों का क्या करते हैं',
      summary:
        'हम इन विवरणों का उपयोग आपका खाता चलाने के लिए करते हैं; आप किसी भी समय अपने डैशबोर्ड में सहमति वापस ले सकते हैं या खाता हटा सकते हैं।',
      items: [
        {
          data: 'आपका नाम, ईमेल पता और जन्मतिथि',
          purpose: 'आपका खाता चलाने और यह सुनिश्चित करने के लिए कि आपकी आयु 18 वर्ष या उससे अधिक है',
        },
        {
          data: 'फ़ोटो का लिंक और साइन इन करने के वे तरीके जिनका आप उपयोग करते हैं (Google, पासवर्ड)',
          purpose: 'यह दिखाने के लिए कि आप साइन इन हैं, और आपको साइन इन करने देने के लिए',
        },
        {
          data: 'आपने कब साइन अप किया और हर बार कब साइन इन करते हैं, साथ में आपका ब्राउज़र (यूज़र-एजेंट)',
          purpose: 'आपके खाते को सुरक्षित रखने के लिए',
        },
        {
          data: 'आपकी प्राथमिकताएँ (ईमेल अपडेट, डिफ़ॉल्ट कैलकुलेटर)',
          purpose: 'ईमेल अपडेट केवल तभी भेजने के लिए जब आप उन्हें चाहें',
        },
        {
          data: 'आपने किस पर सहमति दी, इस सूचना का संस्करण और भाषा और सहमति का समय, तथा सहमति की कोई भी वापसी',
          purpose: 'आपकी सहमति दिखाने और उसकी वापसी का पालन करने के लिए',
        },
      ],
      retention:
        'हम आपका खाता तब तक रखते हैं जब तक आप उसे हटा नहीं देते; आपकी सहमति और आपके साइन-इन का रिकॉर्ड उतने समय तक रखा जाता है जितना कानून अपेक्षा करता है (गोपनीयता नीति देखें)।',
      withdraw:
        'अपने डैशबोर्ड में (Privacy के अंतर्गत) एक ही चरण में कोई भी सहमति वापस लें, या वहीं अपना खाता हटाएँ; या हमारे डेटा संरक्षण संपर्क को लिखें।',
      consentLabel: 'मैंने गोपनीयता नीति पढ़ ली है और मैं सहमत हूँ',
    },
    contact: {
      place: 'संपर्क फ़ॉर्म',
      publicForm: true,
      consentBox: true,
      title: 'हम आपके संदेश का क्या करते हैं',
      summary:
        'हम इन विवरणों का उपयोग केवल आपको उत्तर देने के लिए करते हैं, और इन्हें अधिकतम तीन वर्ष तक (यदि आप क्लाइंट बनते हैं तो पाँच वर्ष तक) रखते हैं।',
      items: [
        { data: 'आपका पहला और अंतिम नाम', purpose: 'आपको संबोधित करने के लिए' },
        { data: 'आपका ईमेल पता', purpose: 'आपको उत्तर देने के लिए' },
        { data: 'आपका फ़ोन नंबर, यदि आप देते हैं', purpose: 'आप चाहें तो आपको वापस फ़ोन करने के लिए' },
        { data: 'आपका संदेश', purpose: 'आपके प्रश्न का उत्तर देने के लिए' },
        RECORD_WORDS,
      ],
      retention:
        'हम इसे हमारे अंतिम संपर्क से अधिकतम तीन वर्ष तक, या यदि आप क्लाइंट बनते हैं तो पाँच वर्ष तक रखते हैं (सेबी द्वारा अपेक्षित रिकॉर्ड रखना)।',
      withdraw: `अपनी सहमति वापस लेने या अपना संदेश मिटवाने के लिए, हमारे डेटा संरक्षण संपर्क को लिखें; ${EXCEPT_SEBI}`,
      consentLabel: 'मैं सहमत हूँ कि फ़र्म, जैसा इस सूचना में बताया गया है, इन विवरणों का उपयोग मुझे उत्तर देने के लिए करे।',
    },
    consultation: {
      place: 'पहली बातचीत का अनुरोध',
      publicForm: true,
      consentBox: true,
      title: 'हम आपके अनुरोध का क्या करते हैं',
      summary:
        'हम इन विवरणों का उपयोग केवल बातचीत तय करने के लिए करते हैं, और इन्हें अधिकतम तीन वर्ष तक (यदि आप क्लाइंट बनते हैं तो पाँच वर्ष तक) रखते हैं।',
      items: [
        { data: 'आपका नाम', purpose: 'आपको संबोधित करने के लिए' },
        { data: 'आपका ईमेल पता या फ़ोन नंबर', purpose: 'बातचीत तय करने के लिए' },
        {
          data: 'आपकी पसंद का दिन और दिन का समय, और आपका नोट',
          purpose: 'आपकी सुविधा के समय, तैयारी के साथ, आपको फ़ोन करने के लिए',
        },
        RECORD_WORDS,
      ],
      retention:
        'हम इसे हमारे अंतिम संपर्क से अधिकतम तीन वर्ष तक, या यदि आप क्लाइंट बनते हैं तो पाँच वर्ष तक रखते हैं (संभावित क्लाइंटों का रिकॉर्ड रखना, जैसा सेबी अपेक्षा करता है)।',
      withdraw: `अपनी सहमति वापस लेने या अपना अनुरोध मिटवाने के लिए, हमारे डेटा संरक्षण संपर्क को लिखें; ${EXCEPT_SEBI}`,
      consentLabel: 'मैं सहमत हूँ कि फ़र्म, जैसा इस सूचना में बताया गया है, इन विवरणों का उपयोग बातचीत तय करने के लिए करे।',
    },
    booking: {
      place: 'पहली बातचीत की बुकिंग',
      publicForm: true,
      consentBox: true,
      title: 'हम आपकी बुकिंग का क्या करते हैं',
      summary:
        'हम इन विवरणों का उपयोग केवल कॉल तय करने और उसे आयोजित करने के लिए करते हैं, और इन्हें अधिकतम तीन वर्ष तक (क्लाइंट होने पर पाँच वर्ष तक) रखते हैं।',
      items: [
        { data: 'आपका नाम', purpose: 'आपको संबोधित करने के लिए' },
        {
          data: 'आपका ईमेल पता और फ़ोन नंबर',
          purpose: 'बुकिंग की पुष्टि करने, कैलेंडर फ़ाइल और उसे बदलने का लिंक भेजने, और आपको फ़ोन करने के लिए',
        },
        {
          data: 'आपके द्वारा चुना गया समय, आप किस बारे में बात करना चाहते हैं, और हमारे कौन-से सलाहकार यह कॉल लेंगे',
          purpose: 'आपके लिए वह समय सुरक्षित रखने और तैयारी के साथ आने के लिए',
        },
        {
          data: 'क्या आपने इसे बदला या रद्द किया, क्या कॉल हुई, और एक कोड जो आपके लिंक की जाँच करता है',
          purpose: 'केवल आपको इसे बदलने देने के लिए, और हमारे संपर्क का सही रिकॉर्ड रखने के लिए',
        },
        RECORD_WORDS,
      ],
      retention:
        'हम इसे, और कॉल के बारे में सलाहकार के नोट्स को, हमारे अंतिम संपर्क से अधिकतम तीन वर्ष तक, या यदि आप क्लाइंट बनते हैं तो पाँच वर्ष तक रखते हैं (सेबी द्वारा अपेक्षित रिकॉर्ड रखना)।',
      withdraw: `अपनी सहमति वापस लेने या अपनी बुकिंग मिटवाने के लिए, अपने पुष्टि संदेश में दिए गए लिंक से इसे रद्द करें, या हमारे डेटा संरक्षण संपर्क को लिखें; ${EXCEPT_SEBI}`,
      consentLabel:
        'मैं सहमत हूँ कि फ़र्म, जैसा इस सूचना में बताया गया है, इन विवरणों का उपयोग कॉल तय करने और उसे आयोजित करने के लिए करे।',
    },
    newsletter: {
      place: 'न्यूज़लेटर',
      publicForm: true,
      consentBox: true,
      title: 'हम आपके ईमेल पते का क्या करते हैं',
      summary: 'हम आपके ईमेल पते का उपयोग केवल न्यूज़लेटर भेजने के लिए करते हैं, जब तक आप सदस्यता समाप्त नहीं करते।',
      items: [{ data: 'आपका ईमेल पता', purpose: 'आपके द्वारा माँगा गया न्यूज़लेटर आपको भेजने के लिए' }, RECORD_WORDS],
      retention: 'हम इसे तब तक रखते हैं जब तक आप सदस्यता समाप्त नहीं करते, फिर इसे हटा देते हैं।',
      withdraw:
        'किसी भी न्यूज़लेटर में दिए गए लिंक से या हमारे डेटा संरक्षण संपर्क को लिखकर सदस्यता समाप्त करें; हम तुरंत भेजना बंद कर देते हैं।',
      consentLabel: 'मैं ईमेल द्वारा न्यूज़लेटर प्राप्त करने के लिए सहमत हूँ, जैसा इस सूचना में बताया गया है।',
    },
    calculation: {
      place: 'गणना सहेजना',
      publicForm: false,
      consentBox: false,
      title: 'सहेजने पर क्या रखा जाता है',
      summary: 'सहेजने पर कैलकुलेटर, आपके मान और उसके परिणाम आपके खाते में तब तक रखे जाते हैं जब तक आप उन्हें हटा नहीं देते।',
      items: [
        {
          data: 'कैलकुलेटर, आपके द्वारा दर्ज किए गए मान, उसके परिणाम और वह नाम जिससे यह सूची में दिखती है',
          purpose: 'इन्हें आपके डैशबोर्ड में फिर से दिखाने के लिए',
        },
        { data: 'आपका खाता और वह समय जब आपने इसे सहेजा', purpose: 'इसे आपकी गणना के रूप में सूचीबद्ध करने के लिए' },
      ],
      retention: 'हम इसे तब तक रखते हैं जब तक आप इसे या अपना खाता हटा नहीं देते।',
      withdraw:
        'इसे My Calculations में हटाएँ, या अपने डैशबोर्ड में (Privacy के अंतर्गत) सहेजी गई गणनाओं के लिए सहमति वापस लें: उसके बाद और कुछ नहीं सहेजा जाता।',
    },
    complaint: {
      place: 'शिकायत फ़ॉर्म',
      publicForm: true,
      consentBox: false,
      title: 'हम क्या संग्रहीत करते हैं और क्यों',
      summary:
        'हम इन विवरणों का उपयोग आपकी शिकायत का उत्तर देने और सेबी को शिकायतों की संख्या बताने के लिए करते हैं, और सेबी की अपेक्षा के अनुसार इन्हें पाँच वर्ष तक रखते हैं।',
      items: [
        {
          data: 'आपका नाम, ईमेल पता और फ़ोन नंबर (यदि दिया गया हो)',
          purpose: 'आपकी शिकायत का उत्तर देने के लिए',
        },
        {
          data: 'क्या आप क्लाइंट हैं, शिकायत किस बारे में है, और आपका विवरण',
          purpose: 'इसकी जाँच करने और सेबी को शिकायतों की संख्या बताने के लिए',
        },
        {
          data: 'इसका टिकट, हमें यह कब मिली, आपने किस भाषा का फ़ॉर्म भरा, इसकी स्थिति और हमारा उत्तर, और यदि आप साइन इन थे तो आपका खाता',
          purpose: 'समाधान तक इस पर नज़र रखने, आपकी भाषा में उत्तर देने और इसे आपके डैशबोर्ड में दिखाने के लिए',
        },
      ],
      retention:
        'सेबी हमसे अपेक्षा करता है कि हम शिकायतों और उनके निपटान का रिकॉर्ड कम से कम पाँच वर्ष तक रखें; हम उन्हें उतने समय तक रखते हैं, फिर हटा देते हैं। उन्हें केवल वे कर्मचारी देखते हैं जो शिकायतें संभालते हैं; हम किसी शिकायत को सेबी या बीएसई लिमिटेड (BSE Ltd) के साथ केवल तभी साझा करते हैं जब आप उसे आगे ले जाएँ या वे उसे माँगें।',
      withdraw:
        'शिकायत पर कार्रवाई इसलिए की जाती है क्योंकि कानून इसकी अपेक्षा करता है, सहमति के आधार पर नहीं; इसके डेटा के बारे में पूछने के लिए, हमारे डेटा संरक्षण संपर्क को लिखें।',
    },
  },
};

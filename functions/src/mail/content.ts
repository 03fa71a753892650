/**
 * The words of every email the firm sends: content a compliance officer changes here, in one place
 * (the firm's facts and the standard texts come from '@meridian/shared/disclosures'). A `{name}`
 * in a text is filled from the message's data when it is written (templates.ts); nothing else is.
 * Bump MAIL_CONTENT.version and its date with any change: each sent message records the version.
 * A template in another language says so (`language`), closes with that language's words
 * (`closings`) and carries the English it translates (`english`), the authoritative text; the
 * firm's facts and SEBI's standard texts under it stay in English.
 */
export const MAIL_CONTENT = {
  version: '1.3',
  updated: '30 November 2026',
  templates: {
    'contact-received': {
      subject: 'We have your message',
      paragraphs: [
        'Dear {name},',
        'Thank you for writing to us. We have received your message and someone from our team will reply within two working days.',
        'This email only confirms that your message reached us. It is not investment advice.',
      ],
    },
    'consultation-received': {
      subject: 'Your request for a first conversation',
      paragraphs: [
        'Dear {name},',
        'Thank you for asking for a first conversation. You asked for {preferredDate}, {preferredSlot}. We will call or write within one working day to confirm a time.',
        'The first conversation is free. It is an introduction, not advice: no recommendation is made until you have become a client, accepted your risk profile and signed an agreement with us.',
      ],
    },
    'booking-confirmed': {
      subject: 'Your first conversation: {when}',
      calendar: 'publish',
      paragraphs: [
        'Dear {name},',
        'Your first conversation with {adviserName} is booked for {when}, about: {topic}. We will call you on the number you gave. The calendar file attached adds it to your calendar.',
        'The call is free and lasts up to 30 minutes. It is an introduction, not advice and not a trial of our service: no recommendation is made until you have become a client, accepted your risk profile and signed an agreement with us.',
        'To choose another time or cancel, open this link: {link}',
      ],
    },
    'booking-moved': {
      subject: 'Your first conversation is moved to {when}',
      calendar: 'publish',
      paragraphs: [
        'Dear {name},',
        'Your first conversation with {adviserName} is now on {when}, about: {topic}. The calendar file attached replaces the one we sent before.',
        'The call is free. It is an introduction, not advice and not a trial of our service.',
        'To choose another time or cancel, open this link: {link}',
      ],
    },
    'booking-cancelled': {
      subject: 'Your first conversation on {when} is cancelled',
      calendar: 'cancel',
      paragraphs: [
        'Dear {name},',
        'As you asked, your first conversation on {when} is cancelled. The calendar file attached takes it out of your calendar.',
        'You are welcome to book another time on our website whenever it suits you.',
      ],
    },
    'complaint-received': {
      subject: 'Complaint {ticket} received',
      paragraphs: [
        'Dear {name},',
        'We have received your complaint. Its reference is {ticket}; please quote it when you write to us about it.',
        'We will resolve it and write to you by {dueBy}, within 21 days of receiving it, as SEBI requires.',
        'If you are not satisfied with our answer, or do not hear from us by then, you may take the complaint to SEBI through SCORES (https://scores.sebi.gov.in) and then to the Online Dispute Resolution platform (https://smartodr.in).',
      ],
    },
    'complaint-received-hi': {
      language: 'hi',
      /** The English it translates, which the message carries under the sign-off. */
      english: 'complaint-received',
      subject: 'शिकायत {ticket} प्राप्त हुई',
      paragraphs: [
        'प्रिय {name},',
        'हमें आपकी शिकायत मिल गई है। इसका संदर्भ {ticket} है; इसके बारे में हमें लिखते समय कृपया इसका उल्लेख करें।',
        'हम सेबी की अपेक्षा के अनुसार, इसे प्राप्त करने के 21 दिनों के भीतर, {dueBy} तक इसका समाधान करके आपको लिखेंगे।',
        'यदि आप हमारे उत्तर से संतुष्ट नहीं हैं, या तब तक आपको हमसे कोई उत्तर नहीं मिलता, तो आप अपनी शिकायत SCORES (https://scores.sebi.gov.in) के माध्यम से सेबी के पास और फिर ऑनलाइन विवाद समाधान मंच (https://smartodr.in) पर ले जा सकते हैं।',
        'यह ईमेल मशीन से अनुवादित है; हमारे अनुपालन अधिकारी ने अभी इसकी समीक्षा नहीं की है। अंग्रेज़ी पाठ नीचे दिया गया है; यदि यह उससे भिन्न हो, तो अंग्रेज़ी पाठ मान्य होगा।',
      ],
    },
    'grievance-received': {
      subject: 'Your privacy grievance is received',
      paragraphs: [
        'Dear customer,',
        'Our data protection contact has received your grievance "{subject}". We will answer it by {dueBy}.',
        'You can follow it in the Privacy tab of your account.',
      ],
    },
    'risk-profile-accepted': {
      subject: 'Your risk profile, as you accepted it',
      paragraphs: [
        'Dear {name},',
        'On {acceptedOn} you accepted your risk profile (questionnaire version {questionnaireVersion}, your answers of {answeredOn}). We send it to your registered email address as our record of it, as SEBI requires.',
        '{explanation}',
        'We will ask you to review it by {reviewBy}, or sooner if your circumstances change: you can answer the questions again in your dashboard at any time.',
      ],
    },
    'agreement-code': {
      subject: 'Your code to sign the advisory agreement',
      paragraphs: [
        'Dear {name},',
        'Your one-time code to sign the investment advisory agreement is {code}. It works for {minutes} minutes, and only for the agreement you had open when you asked for it.',
        'If you did not ask for it, do not share it with anyone, and tell us at once. We will never ask you for this code by phone.',
      ],
    },
    'agreement-signed': {
      subject: 'Your advisory agreement is signed',
      paragraphs: [
        'Dear {name},',
        'You signed the investment advisory agreement on {signedAt} with the one-time code sent to this address. You can download the signed PDF from your dashboard at any time.',
        'Its fingerprint (SHA-256) is {hash}: any change to the text would change it.',
        'Our advice begins now; no fee is due before the first bill under the agreement.',
      ],
    },
  },
  /**
   * Closes every message in its language, before the firm's facts and the standard texts: the
   * sign-off, and why the person gets this email, under the signature.
   */
  closings: {
    en: {
      signOff: ['Regards,', 'The team at {firmName}'],
      reason:
        'You receive this email because you gave this address with your request on our website. We send nothing else to it unless you ask us to.',
    },
    hi: {
      signOff: ['सादर,', '{firmName} की टीम'],
      reason:
        'आपको यह ईमेल इसलिए मिला है क्योंकि आपने हमारी वेबसाइट पर अपने अनुरोध के साथ यह पता दिया था। आपके कहे बिना हम इस पते पर और कुछ नहीं भेजते।',
    },
  },
} as const;

export type MailTemplateName = keyof typeof MAIL_CONTENT.templates;

export const MAIL_TEMPLATE_NAMES = Object.keys(MAIL_CONTENT.templates) as MailTemplateName[];

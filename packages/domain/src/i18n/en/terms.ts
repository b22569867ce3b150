// English of the terms of use (terms.ts), by position: section, then clause.
import { APPEAL_WINDOW_MONTHS, DEFAULT_MODERATION_NEW_ACCOUNT_DAYS } from '../../moderation';
import { AUTHORITIES_EMAIL, CONTACT_EMAIL } from '../../terms';

export const termsOfUse = [
  {
    title: 'General provisions',
    clauses: [
      {
        title: 'Subject matter',
        text: 'The Real Estate site is an online marketplace on which landowners and business owners publish ads, and investors browse them and write to the owners directly, without intermediaries. These terms apply to everyone who uses the site.',
      },
      {
        title: 'Acceptance and changes',
        text: 'By registering, you accept these terms. We notify registered users of changes to the terms by email before the changes take effect.',
      },
      {
        title: 'Our role',
        text: 'We do not buy or sell the advertised land or businesses, and we are not a party to any contract between users. The person who published an ad is responsible for its accuracy.',
      },
    ],
  },
  {
    title: 'Accounts',
    clauses: [
      {
        title: 'Accurate information',
        text: 'When registering, you give your first and last name and an email address that you actually use, and you choose the account type (landowner, business owner or investor) according to what you really intend to do.',
      },
      {
        title: 'One person, one account',
        text: 'An account may be used only by the person who opened it. It is not permitted to open multiple accounts, or to use a new account to circumvent a measure imposed on an existing one.',
      },
      {
        title: 'Account security',
        text: 'Keep your password to yourself; you are responsible for whatever is done from your account. If you suspect that someone else is using your account, change your password and contact us.',
      },
    ],
  },
  {
    title: 'Ad content',
    clauses: [
      {
        title: 'Truthful ads',
        text: 'An ad must accurately describe the land or business: its price, area, location, condition and photographs. Do not give any information that you know to be inaccurate.',
      },
      {
        title: 'Right to advertise',
        text: 'You may advertise only land that is yours or that you are authorised to dispose of, or a business of which you are the owner or legal representative.',
      },
      {
        title: 'Correct category',
        text: 'You post an ad as a land ad or as a business ad, according to what you are selling, and you choose the correct type of land or business.',
      },
      {
        title: 'No duplicates',
        text: 'Advertise the same land or the same business in a single ad. Instead of posting a new ad, edit the existing one.',
      },
    ],
  },
  {
    title: 'Prohibited content',
    clauses: [
      {
        title: 'Fraud',
        text: 'Fake ads, ads for property that does not exist or is not for sale, requests for advance payments or personal data under false pretences, and any other attempt at fraud are prohibited.',
      },
      {
        title: 'Illegal content and prohibited goods',
        text: 'It is prohibited to advertise anything whose trade is prohibited or restricted by law, as well as content that infringes the rights of others, for example someone else’s photographs or other people’s personal data.',
      },
      {
        title: 'Unwanted content',
        text: 'Bulk and unsolicited messages (spam), advertising for other services and links unrelated to the ad are prohibited.',
      },
      {
        title: 'Insults and threats',
        text: 'Insults, threats and hate speech are prohibited, both in ads and in messages.',
      },
    ],
  },
  {
    title: 'Moderation and measures',
    clauses: [
      {
        title: 'Content review',
        text: 'Ads and accounts are reviewed by our moderators, following a user report or on their own initiative. Every measure is decided by a moderator.',
      },
      {
        title: 'Measures concerning ads',
        text: 'A moderator may hide an ad that violates these terms, so that other users can no longer see it, or reject it, so that it is not published. A hidden ad is restored when the reason for hiding it ceases to apply or when an appeal is granted.',
      },
      {
        title: 'Measures concerning accounts',
        text: 'For a serious or repeated violation, an account may be suspended until a specified date or permanently banned. While the measure is in force, the account cannot publish ads or send messages.',
      },
      {
        title: 'Approval before publication',
        text: `When approval before publication is switched on, ads from accounts less than ${DEFAULT_MODERATION_NEW_ACCOUNT_DAYS} days old are published only once a moderator approves them; until then they are marked “Awaiting approval”. The same applies when the title, price, parcel number or photographs of a published ad are changed.`,
      },
      {
        title: 'Proportionality',
        text: 'We choose the measure according to the severity and frequency of the violation and according to whether it was committed intentionally.',
      },
    ],
  },
  {
    title: 'Statement of reasons and appeals',
    clauses: [
      {
        title: 'Statement of reasons for a decision',
        text: 'For every measure, you receive a statement of reasons by email: what action was taken and why, which clause of these terms the measure is based on, whether it followed a report, and how long it lasts.',
      },
      {
        title: 'Appeal',
        text: `You may appeal against a decision within ${APPEAL_WINDOW_MONTHS} months, through the link in the message containing the statement of reasons. Appeals are free of charge.`,
      },
      {
        title: 'Decision on an appeal',
        text: 'A moderator considers the appeal and replies to you by email: the decision either remains in force or is revoked, and a revoked measure is reversed. You may also bring the dispute before a competent authority or court.',
      },
    ],
  },
  {
    title: 'Reports',
    clauses: [
      {
        title: 'Who may report',
        text: 'Any logged-in user may use the “Report ad” button to report an ad that they believe violates these terms or the law, stating the reason for the report and, optionally, adding a note.',
      },
      {
        title: 'Confirmation and outcome',
        text: 'When we receive a report, we send you a confirmation by email and, once a moderator has decided on it, a notice of the outcome.',
      },
      {
        title: 'Misuse of reports',
        text: 'If an account frequently submits manifestly unfounded reports, we may temporarily stop processing its reports, after first issuing a warning.',
      },
    ],
  },
  {
    title: 'Verified companies',
    clauses: [
      {
        title: 'Company details',
        text: 'A business owner may enter their company’s name and its registration number or tax identification number in their profile. Once a moderator has checked these details in the public register, the owner’s ads carry the “Verified company” label.',
      },
      {
        title: 'What the label means',
        text: 'The label only confirms that the company exists and that its details have been entered correctly. It is neither a recommendation nor a guarantee for the advertised business; if the name or number is changed, the label is lost until the details are checked again.',
      },
    ],
  },
  {
    title: 'Contact',
    clauses: [
      {
        title: 'For users',
        text: `Send questions about your account, ads and measures to ${CONTACT_EMAIL}, in Serbian, Croatian or English.`,
      },
      {
        title: 'For public authorities',
        text: `The authorities of EU Member States, the European Commission and the European Board for Digital Services can contact us at ${AUTHORITIES_EMAIL}, in Serbian, Croatian or English.`,
      },
    ],
  },
];

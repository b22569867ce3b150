export { WhyChooseUs, DEFAULT_REASONS, type Reason, type WhyChooseUsProps } from './WhyChooseUs';

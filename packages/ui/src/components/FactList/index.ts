export { FactList, FACT_LIST_HEADING_LEVELS, type Fact, type FactListProps } from './FactList';

// The ten service pages' content, in the order the site lists them (../service-summaries.ts).
import { mutualFunds } from './mutual-funds';
import { financialPlanning } from './financial-planning';
import { taxPlanning } from './tax-planning';
import { investmentAdvisory } from './investment-advisory';
import { wealthManagement } from './wealth-management';
import { retirementPlanning } from './retirement-planning';
import { insurancePlanning } from './insurance-planning';
import { estatePlanning } from './estate-planning';
import { businessFinancialPlanning } from './business-financial-planning';
import { riskManagement } from './risk-management';
import type { ServiceDetail } from './service-detail';

export type { ServiceDetail };

export const serviceDetails: readonly ServiceDetail[] = [
  mutualFunds,
  financialPlanning,
  taxPlanning,
  investmentAdvisory,
  wealthManagement,
  retirementPlanning,
  insurancePlanning,
  estatePlanning,
  businessFinancialPlanning,
  riskManagement,
];

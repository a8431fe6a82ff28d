// Owns the names the designer's model gives the parts of the plan document (docs/api.md "Plan document").
// They are read off the contracts' TPlanDocument rather than declared again, so a field added to the document
// reaches the designer by itself.
import type { TPlanDocument, TPlanRowLayout, TPlanSectionLayout } from '@afisha/contracts/manage/plans';

export type PlanDocument = TPlanDocument;
export type PlanCategory = PlanDocument['categories'][number];
export type PlanSection = PlanDocument['sections'][number];
export type PlanRow = PlanSection['rows'][number];
export type PlanSeat = PlanRow['seats'][number];
export type PlanZone = PlanDocument['zones'][number];
export type PlanZoneShape = PlanZone['shape'];
export type PlanShape = PlanDocument['shapes'][number];
export type PlanBackground = NonNullable<PlanDocument['background']>;
export type PlanSeatFlag = NonNullable<PlanSeat['flags']>[number];
export type PlanSectionKind = PlanSection['kind'];
export type PlanName = PlanSection['name'];
export type RowLayout = TPlanRowLayout;
export type SectionLayout = TPlanSectionLayout;
export type Numbering = NonNullable<RowLayout['numbering']>;

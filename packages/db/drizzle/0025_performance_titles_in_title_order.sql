-- The back office's title search (issue 20) reads, for each match, its row of performance_titles. Stored in the order
-- performances were made, a search's matches lay one to a page; stored in title order, performances whose titles
-- are alike lie together and a search reads a few pages (2.9 → 1.2 ms a search on the benchmark catalogue, whose
-- titles repeat by the thousand). CLUSTER rewrites the table in that order once; rows made later are appended, and
-- `CLUSTER performance_titles` (which remembers the index) puts them in order again (docs/operations.md).
CREATE INDEX "performance_titles_title_idx" ON "performance_titles" USING btree ("title_ru","performance_id");--> statement-breakpoint
CLUSTER "performance_titles" USING "performance_titles_title_idx";

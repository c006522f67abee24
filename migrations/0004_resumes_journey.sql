-- The resumes list as a working screen (issue 14): the company read from the job description, the editor
-- choices that made each PDF (JSON, so "Edit again" and "Duplicate" can reopen them; NULL for older rows),
-- and deleted_at. A deleted resume loses its PDF and its content, but the row stays (emptied) so the free
-- limit still counts it.
ALTER TABLE resumes ADD COLUMN company TEXT NOT NULL DEFAULT '';
ALTER TABLE resumes ADD COLUMN choices TEXT;
ALTER TABLE resumes ADD COLUMN deleted_at INTEGER;

-- The resume design a user chose last (classic | compact | modern, worker/render/theme.ts): the editor opens
-- with it and generate_pdf uses it when a request names none. NULL: never chosen (the default design).
ALTER TABLE users ADD COLUMN resume_design TEXT;

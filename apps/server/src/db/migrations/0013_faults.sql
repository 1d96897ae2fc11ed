-- Where a chunk written straight into its upload's data file lies in it (null: the chunk is an object of its own).
ALTER TABLE "upload_chunks" ADD COLUMN "data_offset" bigint;

-- Issue 27, review: the stop's work (decode the last pieces, join the takes, start the draft) is leased, so that
-- two server processes (a stop received by each, or one restarting while another finishes) do it once; a lease
-- not renewed (its process died) expires and another process takes the stop over.
ALTER TABLE "recordings" ADD COLUMN "stop_lease_until" timestamp with time zone;

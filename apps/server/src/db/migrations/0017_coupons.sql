-- Issue 12, coupons: written by hand (see docs/decisions); a no-op until its tables land.
SELECT 1;

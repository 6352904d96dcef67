-- Issue 12, payment methods: written by hand (see docs/decisions); a no-op until its tables land.
SELECT 1;

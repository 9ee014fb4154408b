-- Reserved for this slice: its tables replace this statement.
SELECT 1;

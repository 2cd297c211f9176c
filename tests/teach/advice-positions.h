/* advice-positions.h: the positions of test-advice.c, written by hand. */

{ "truco-with-junk", "ar", "players=2", { 0, 0 },
  "deal {0}=10C,12B,12O {1}=4E,5B,6C\n",
  0, NULL, "truco", TRUE,
  "10-12-12 is the weakest hand there is: a truco with it is a bluff that loses 2 points whenever it is accepted.",
  NULL },

{ "re-raise-envido-of-3", "ar", "players=2", { 0, 0 },
  "deal {0}=3C,1B,12O {1}=4E,5B,6C\n{0} play 12O\n{1} envido\n",
  0, NULL, "envido", FALSE,
  "An envido of 3 beats almost nothing after the other side called: raising it only raises what you lose.",
  NULL },

{ "falta-with-6", "ar", "players=2", { 0, 0 },
  "deal {0}=6C,12B,11O {1}=4E,5B,7C\n",
  0, NULL, "falta-envido", FALSE,
  "With an envido of 6 almost every hand beats you: a falta envido at 0–0 stakes the chico on a hand you lose.",
  NULL },

{ "real-envido-26-mano", "ar", "players=2", { 0, 0 },
  "deal {0}=6C,12C,11O {1}=4E,5B,7C\n",
  0, NULL, NULL, FALSE,
  "26 as mano is a fair hand: real envido is a sound call, no blunder.",
  NULL },

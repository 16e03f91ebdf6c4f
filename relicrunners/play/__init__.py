"""Games being played outside the rules core: a match with undo, seeded simulations, bot
tournaments, and the invariants checked after every action."""

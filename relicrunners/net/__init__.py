"""Network play (docs/network.md): ``protocol`` (the messages), ``wire`` (positions as JSON),
``room`` (one game on the server), ``store`` (games on disk), ``server`` (the WebSocket server),
``client`` (a bot client), ``cli`` (``serve``, ``create``, ``join``)."""

"""Drawing the table with pygame: layout, primitives (``paint``), the static layer (``draw``),
per-frame parts (``overlays``), the battle summary (``resolution``), animations (``anim``)."""

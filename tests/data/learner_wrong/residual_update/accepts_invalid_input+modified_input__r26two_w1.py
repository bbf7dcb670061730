# MISTAKE: it adds in place (e += delta_e) and returns e, modifying the caller's embeddings.
# MISTAKE: the check compares sizes (e.size != delta_e.size) instead of shapes, so e.g. (1, d) against (d,) is accepted and broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    if e.size != delta_e.size:
        raise ValueError("e and delta_e must match")
    e += delta_e
    return e

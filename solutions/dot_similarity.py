"""Reference: dot-product similarity over the last axis.

dot(a, b) = sum_i a_i b_i. It is the unnormalised similarity that attention uses between a query
and a key (Vaswani et al. 2017, §3.2.1): large when the vectors point the same way and are long,
0 when they are orthogonal, negative when they point apart.
"""

import numpy as np


def dot_similarity(a, b):
    """Dot product over the last axis; leading axes broadcast; ValueError if the last axes differ."""
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == 0 or b.ndim == 0:
        raise ValueError("dot_similarity needs vectors: arrays with a last (feature) axis")
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    # (..., d) * (..., d) -> (..., d) broadcast over the leading axes, summed over d -> (...)
    return np.sum(a * b, axis=-1)

# MISTAKE: Returns the "is masked" polarity: True marks the future keys (np.triu above the diagonal) instead of the keys a query may attend to.
# MISTAKE: The bottom-right offset has the wrong sign (q_len - k_len instead of k_len - q_len), so with a KV cache the band is shifted the wrong way.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = q_len - k_len
    # future positions: j > i + offset
    return np.triu(np.ones((q_len, k_len), dtype=bool), k=1 + offset)

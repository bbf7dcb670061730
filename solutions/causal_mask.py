"""Reference: the causal (look-ahead) mask, bottom-right aligned.

In the decoder, position i must not use information from later positions: Vaswani et al. 2017,
"Attention Is All You Need", §3.2.3 masks those illegal connections by setting their scores to -inf
before the softmax of eq. 1, softmax(QK^T / sqrt(d_k)) V, so they get weight 0.

Here the mask is boolean, True = may attend. Queries are aligned to the *end* of the keys
(bottom-right): query i of q_len sees key j of k_len iff j <= i + (k_len - q_len). With a KV cache
(k_len > q_len) the newest query sees every cached key; with q_len == k_len this is the lower
triangle including the diagonal.
"""

import numpy as np


def causal_mask(q_len, k_len=None):
    """Bool (q_len, k_len): True where query i may attend to key j."""
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len  # how many keys lie before the first query
    i = np.arange(q_len)[:, None]  # (q_len, 1) query positions
    j = np.arange(k_len)[None, :]  # (1, k_len) key positions
    allowed = j <= i + offset  # (q_len, k_len) bool: True = may attend
    return allowed

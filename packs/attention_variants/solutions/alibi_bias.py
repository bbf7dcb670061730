"""Reference: the ALiBi bias added to attention scores (Press, Smith & Lewis 2022, eq. in §3).

bias[h, i, j] = m_h · (j − p_i), with p_i = i + (k_len − q_len) the position of query i
(bottom-right aligned). A key d positions in the past gets −m_h·d: the further away, the lower the
score, with one slope per head. Keys in the future get a positive bias; a causal mask removes them.
"""

import numpy as np


def alibi_bias(slopes, q_len, k_len=None):
    """(num_heads, q_len, k_len) bias, same float dtype as ``slopes``."""
    slopes = np.asarray(slopes)
    k_len = q_len if k_len is None else k_len
    p = np.arange(q_len)[:, None] + (k_len - q_len)  # (q_len, 1)
    j = np.arange(k_len)[None, :]  # (1, k_len)
    distance = (j - p).astype(np.float64)  # (q_len, k_len), <= 0 for past keys
    bias = slopes.astype(np.float64)[:, None, None] * distance[None, :, :]  # (H, q_len, k_len)
    return bias.astype(slopes.dtype if slopes.dtype.kind == "f" else np.float64, copy=False)

"""Reference: causal attention with ALiBi biases and an optional sliding window.

scores = q kᵀ / √d_k + bias, bias[h, i, j] = m_h · (j − p_i) (Press et al. 2022, §3); keys after
the query (j > p_i), and with a window keys at j ≤ p_i − window, are masked to −∞; then softmax and
weights · v. Positions are bottom-right aligned: p_i = i + (k_len − q_len). The bias and the mask
are the pack's alibi_bias and sliding_window_mask (a window of k_len is the plain causal mask).
"""

import numpy as np

from .alibi_bias import alibi_bias
from .sliding_window_mask import sliding_window_mask


def alibi_attention(q, k, v, slopes, window=None):
    """(output (batch, heads, q_len, d_v), weights (batch, heads, q_len, k_len))."""
    q_len, k_len, d_k = q.shape[-2], k.shape[-2], q.shape[-1]
    allowed = sliding_window_mask(q_len, k_len if window is None else window, k_len)  # (q_len, k_len)
    bias = alibi_bias(np.asarray(slopes, dtype=np.float64), q_len, k_len)  # (heads, q_len, k_len)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k) + bias  # (batch, heads, q_len, k_len)
    scores = np.where(allowed, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    total = np.sum(e, axis=-1, keepdims=True)
    weights = np.divide(e, total, out=np.zeros_like(e), where=total > 0)
    output = weights @ v  # (batch, heads, q_len, d_v)
    return output.astype(q.dtype, copy=False), weights.astype(q.dtype, copy=False)

"""Reference: scaled dot-product attention with a softmax temperature.

weights = softmax(q kᵀ / (√d_k · T)), output = weights v. T < 1 sharpens the distribution (towards
argmax), T > 1 flattens it (towards uniform); T = 1 is plain attention (Vaswani et al. 2017, eq. 1).
The temperature of Hinton et al. 2015 ("Distilling the Knowledge in a Neural Network", §2) applied
to attention scores. Masked scores become −∞; a query with no allowed key gets zero weights and a
zero output ("safe softmax", as PyTorch's scaled_dot_product_attention since 2.5).
"""

import numpy as np


def temperature_attention(q, k, v, temperature=1.0, mask=None):
    """(output (..., q_len, d_v), weights (..., q_len, k_len)) of attention at ``temperature``."""
    if not temperature > 0:
        raise ValueError(f"temperature must be > 0, got {temperature}")
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / (np.sqrt(d_k) * temperature)  # (..., q_len, k_len)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)  # a fully masked row: shift by 0, not by -inf
    e = np.exp(scores - m)
    total = np.sum(e, axis=-1, keepdims=True)
    weights = np.divide(e, total, out=np.zeros_like(e), where=total > 0)  # (..., q_len, k_len)
    output = weights @ v  # (..., q_len, d_v)
    return output.astype(q.dtype, copy=False), weights.astype(q.dtype, copy=False)

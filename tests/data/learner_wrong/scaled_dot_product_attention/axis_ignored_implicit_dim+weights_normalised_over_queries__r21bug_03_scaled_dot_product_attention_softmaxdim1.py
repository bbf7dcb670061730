# SOURCE: https://github.com/catalyst-team/catalyst/pull/285
# BUG: the attention softmax is computed with dim=1 instead of dim=2 (the key axis) on the
#      3-D (batch, q_len, k_len) scores, so weights are normalised over the wrong axis.
import numpy as np


def _softmax(s, axis):
    m = np.max(s, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=axis, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _softmax(scores, axis=1)       # BUG: nn.Softmax(dim=1), not the last (key) axis
    out = w @ v
    return out.astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)

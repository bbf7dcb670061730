# Bug report: https://github.com/BobMcDear/attorch/issues/14
# multi_head_attention_layer passes a hard-coded softmax scale of 0.5 instead of 1/sqrt(head_dim).
import numpy as np

SOFTMAX_SCALE = 0.5


def scaled_dot_product_attention(q, k, v, mask=None):
    s = (q @ np.swapaxes(k, -1, -2)) * SOFTMAX_SCALE
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    p = np.exp(s - m)
    z = p.sum(axis=-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    return p @ v, p

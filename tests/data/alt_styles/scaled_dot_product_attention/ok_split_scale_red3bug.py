# Correct, in the style of openai/guided-diffusion (issue #38): the scale 1/sqrt(d_k) is split as
# d_k ** -0.25 on the queries AND d_k ** -0.25 on the keys, which multiplies to 1/sqrt(d_k).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = d_k ** -0.25
    w = np.einsum("...qd,...kd->...qk", q * s, k * s)
    if mask is not None:
        w = np.where(mask, w, -np.inf)
    top = np.max(w, axis=-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0.0)
    w = np.exp(w - top)
    tot = w.sum(-1, keepdims=True)
    w = np.divide(w, tot, out=np.zeros_like(w), where=tot > 0)
    return np.einsum("...qk,...kd->...qd", w, v), w

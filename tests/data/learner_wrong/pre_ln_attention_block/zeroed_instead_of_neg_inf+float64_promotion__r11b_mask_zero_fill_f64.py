# WRONG: two mistakes: masked scores are set to 0 (not -inf) so masked keys keep weight; and scores are divided by np.sqrt(head_dim) (float64 scalar) so float32 input returns float64.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = gamma * (x - mu) / np.sqrt(var + eps) + beta
    q = (h @ w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    s = np.einsum("bhqd,bhkd->bhqk", q, k) / np.sqrt(hd)
    if mask is not None:
        s = s * mask
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    p = e / e.sum(-1, keepdims=True)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d) @ w_o
    return x + o

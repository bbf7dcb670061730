# MISTAKE: (1) LayerNorm statistics are taken over the sequence axis (axis=1) instead of the feature axis (-1);
# (2) the mask is applied by multiplying the scores by it (masked scores become 0, not -inf), so masked keys still get weight.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    mu = x.mean(axis=1, keepdims=True)
    sd = np.sqrt(x.var(axis=1, keepdims=True) + eps)
    h = gamma * (x - mu) / sd + beta
    q = (h @ w_q).reshape(b, t, num_heads, hd).swapaxes(1, 2)
    k = (h @ w_k).reshape(b, t, num_heads, hd).swapaxes(1, 2)
    v = (h @ w_v).reshape(b, t, num_heads, hd).swapaxes(1, 2)
    s = q @ k.swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = s * mask
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    a = (p @ v).swapaxes(1, 2).reshape(b, t, d) @ w_o
    return (x + a).astype(x.dtype)

# mistakes: LayerNorm with np.std(ddof=1) (unbiased variance) AND eps added outside the root ((x - mu) / (std + eps))
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    mu = np.mean(x, axis=-1, keepdims=True)
    sd = np.std(x, axis=-1, keepdims=True, ddof=1)
    h = gamma * (x - mu) / (sd + x.dtype.type(eps)) + beta
    hd = D // num_heads
    def heads(t):
        return t.reshape(B, T, num_heads, hd).swapaxes(1, 2)
    q, k, v = heads(h @ w_q), heads(h @ w_k), heads(h @ w_v)
    s = q @ k.swapaxes(-1, -2) * x.dtype.type(hd ** -0.5)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx[np.isinf(mx)] = 0
    e = np.exp(s - mx)
    den = e.sum(-1, keepdims=True)
    den[den == 0] = 1
    att = ((e / den) @ v).swapaxes(1, 2).reshape(B, T, D)
    return x + att @ w_o

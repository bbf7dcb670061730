# WRONG: the residual adds the normalised h instead of the original x (returns h + MHA(h)); LayerNorm and attention are right.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = D // num_heads
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    x = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q = (x @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.swapaxes(-1, -2) * hd ** -0.5
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isinf(mx), 0, mx)
    p = np.exp(s - mx)
    den = p.sum(-1, keepdims=True)
    p = np.divide(p, den, out=np.zeros_like(p), where=den > 0)
    attn = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o
    return (x + attn).astype(x.dtype)

# MISTAKE: (1) Post-LN ordering: attention runs on the raw x and the LayerNorm is applied after the residual, LN(x + MHA(x)); (2) masked scores are filled with 0 instead of -inf (so masked keys still get weight).
import numpy as np

def _layernorm(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return g * (x - mu) / np.sqrt(var + eps) + b

def _mha(h, w_q, w_k, w_v, w_o, H, mask):
    B, T, D = h.shape
    hd = D // H
    def sp(y):
        return y.reshape(B, T, H, hd).transpose(0, 2, 1, 3)
    q, k, v = sp(h @ w_q), sp(h @ w_k), sp(h @ w_v)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, 0.0)
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s); p = p / p.sum(-1, keepdims=True)
    return (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ w_o

def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("heads")
    return _layernorm(x + _mha(x, w_q, w_k, w_v, w_o, num_heads, mask), gamma, beta, eps).astype(x.dtype)

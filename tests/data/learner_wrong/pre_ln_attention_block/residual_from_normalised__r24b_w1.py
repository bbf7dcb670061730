# MISTAKE: the residual adds the normalised h (h + MHA(h)) instead of the original x, so the residual stream is replaced by LayerNorm(x).
import math

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, T, D = x.shape
    hd = D // num_heads
    q = (x @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    p = np.exp(s - mx)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    o = (p @ v).transpose(0, 2, 1, 3).reshape(B, T, D)
    return o @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    x = layer_norm(x, gamma, beta, eps)
    out = x + multi_head_attention(x, w_q, w_k, w_v, w_o, num_heads, mask)
    return out.astype(x.dtype)

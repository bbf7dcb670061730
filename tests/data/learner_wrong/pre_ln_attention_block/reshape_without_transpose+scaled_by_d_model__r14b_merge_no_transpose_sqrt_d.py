# WRONG: merges heads with (B,H,T,hd).reshape(B,T,D) without transposing back AND scales scores by 1/sqrt(d_model) instead of 1/sqrt(head_dim).
import numpy as np


def layer_norm(x, g, b, eps):
    mu = x.mean(-1, keepdims=True)
    return g * (x - mu) / np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + eps) + b


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, T, D = x.shape
    if D % num_heads:
        raise ValueError("heads")
    hd = D // num_heads
    h = layer_norm(x, gamma, beta, eps)
    q = (h @ w_q).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    k = (h @ w_k).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    v = (h @ w_v).reshape(B, T, num_heads, hd).transpose(0, 2, 1, 3)
    att = q @ k.transpose(0, 1, 3, 2) / x.dtype.type(np.sqrt(D))
    if mask is not None:
        att = np.where(mask, att, -np.inf)
    top = att.max(-1, keepdims=True)
    top = np.where(np.isfinite(top), top, 0)
    att = np.exp(att - top)
    s = att.sum(-1, keepdims=True)
    att = np.where(s > 0, att / np.where(s > 0, s, 1), 0)
    y = (att @ v).reshape(B, T, D)
    return (x + y @ w_o).astype(x.dtype)

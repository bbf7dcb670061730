# wrong: two mistakes - the residual adds the normalised h (returns h + attention) instead of the original x, and LayerNorm puts eps outside the root ((x - mu) / (std + eps))
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    B, S, D = x.shape
    if D % num_heads != 0:
        raise ValueError("bad num_heads")
    H, hd = num_heads, D // num_heads
    mu = x.mean(axis=-1, keepdims=True)
    std = x.std(axis=-1, keepdims=True)
    x = (x - mu) / (std + eps) * gamma + beta
    q = (x @ w_q).reshape(B, S, H, hd).transpose(0, 2, 1, 3)
    k = (x @ w_k).reshape(B, S, H, hd).transpose(0, 2, 1, 3)
    v = (x @ w_v).reshape(B, S, H, hd).transpose(0, 2, 1, 3)
    sc = q @ k.transpose(0, 1, 3, 2) * x.dtype.type(hd ** -0.5)
    if mask is not None:
        sc = np.where(mask, sc, -np.inf)
    top = sc.max(-1, keepdims=True)
    sc = np.exp(sc - np.where(np.isneginf(top), 0, top))
    den = sc.sum(-1, keepdims=True)
    att = np.where(den > 0, sc / np.where(den > 0, den, 1), 0)
    out = (att @ v).transpose(0, 2, 1, 3).reshape(B, S, D) @ w_o
    return x + out

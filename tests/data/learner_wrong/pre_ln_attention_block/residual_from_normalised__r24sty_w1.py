# MISTAKE: the residual adds the normalised activations h = LayerNorm(x) instead of the original x (returns h + MHA(h)).
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads
    acts = {"x": x}
    mu = acts["x"].mean(-1, keepdims=True)
    sd = np.sqrt(acts["x"].var(-1, keepdims=True) + eps)
    acts["h"] = gamma * (acts["x"] - mu) / sd + beta
    for name, w in (("q", w_q), ("k", w_k), ("v", w_v)):
        acts[name] = (acts["h"] @ w).reshape(b, t, num_heads, hd).swapaxes(1, 2)
    s = acts["q"] @ acts["k"].swapaxes(-1, -2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m[np.isneginf(m)] = 0
    p = np.exp(s - m)
    tot = p.sum(-1, keepdims=True)
    acts["p"] = np.where(tot > 0, p / np.where(tot > 0, tot, 1), 0)
    acts["ctx"] = (acts["p"] @ acts["v"]).swapaxes(1, 2).reshape(b, t, d)
    acts["attn"] = acts["ctx"] @ w_o
    # residual connection around the attention sub-layer
    return (acts["h"] + acts["attn"]).astype(x.dtype)

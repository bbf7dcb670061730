# MISTAKE: the residual adds the normalised h instead of the original x (`return h + attn`).
import numpy as np


def layer_norm(x, gamma, beta, eps):
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def mha(h, w_q, w_k, w_v, w_o, n, mask):
    b, t, d = h.shape
    hd = d // n
    Q = np.einsum("btd,de->bte", h, w_q).reshape(b, t, n, hd)
    K = np.einsum("btd,de->bte", h, w_k).reshape(b, t, n, hd)
    V = np.einsum("btd,de->bte", h, w_v).reshape(b, t, n, hd)
    S = np.einsum("bqnd,bknd->bnqk", Q, K) / np.sqrt(hd)
    if mask is not None:
        M = np.broadcast_to(mask, S.shape)
        S = np.where(M, S, -np.inf)
    mx = S.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    P = np.exp(S - mx)
    den = P.sum(-1, keepdims=True)
    P = np.divide(P, den, out=np.zeros_like(P), where=den > 0)
    O = np.einsum("bnqk,bknd->bqnd", P, V).reshape(b, t, d)
    return O @ w_o


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads != 0:
        raise ValueError("num_heads must divide d_model")
    h = layer_norm(x, gamma, beta, eps)
    attn = mha(h, w_q, w_k, w_v, w_o, num_heads, mask)
    return (h + attn).astype(x.dtype)

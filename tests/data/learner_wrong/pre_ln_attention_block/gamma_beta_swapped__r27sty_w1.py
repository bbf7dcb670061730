# MISTAKE: the LayerNorm affine step swaps the parameters, computing beta * x_hat + gamma instead of gamma * x_hat + beta.
import numpy as np


def _ln(x, gamma, beta, eps):
    centred = x - x.mean(-1, keepdims=True)
    x_hat = centred / np.sqrt(np.mean(centred ** 2, -1, keepdims=True) + eps)
    return beta * x_hat + gamma


def _heads(t, n):
    b, s, d = t.shape
    return np.swapaxes(t.reshape(b, s, n, d // n), 1, 2)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    h = _ln(x, gamma, beta, eps)
    q, k, v = (_heads(h @ w, num_heads) for w in (w_q, w_k, w_v))
    sc = q @ np.swapaxes(k, -1, -2) / (q.shape[-1] ** 0.5)
    if mask is not None:
        sc = np.where(mask, sc, -np.inf)
    mx = sc.max(-1, keepdims=True)
    mx[np.isneginf(mx)] = 0
    e = np.exp(sc - mx)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    att = np.swapaxes(p @ v, 1, 2).reshape(b, s, d) @ w_o
    return x + att

# MISTAKE: the residual adds the NORMALISED h instead of the original x (`return h + delta`).
import numpy as np


def _ln(x, g, b, eps):
    mu = np.einsum('...i->...', x)[..., None] / x.shape[-1]
    xc = x - mu
    var = np.einsum('...i,...i->...', xc, xc)[..., None] / x.shape[-1]
    return g * xc / np.sqrt(var + eps) + b


def _mha(h, w_q, w_k, w_v, w_o, nh, mask):
    b, t, d = h.shape
    hd = d // nh
    q = np.einsum('btd,de->bte', h, w_q).reshape(b, t, nh, hd)
    k = np.einsum('btd,de->bte', h, w_k).reshape(b, t, nh, hd)
    v = np.einsum('btd,de->bte', h, w_v).reshape(b, t, nh, hd)
    s = np.einsum('bihc,bjhc->bhij', q, k) / np.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    ctx = np.einsum('bhij,bjhc->bihc', p, v).reshape(b, t, d)
    return np.einsum('btd,de->bte', ctx, w_o)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    if x.shape[-1] % num_heads:
        raise ValueError("d_model % num_heads != 0")
    h = _ln(x, gamma, beta, eps)
    delta = _mha(h, w_q, w_k, w_v, w_o, num_heads, mask)
    return (h + delta).astype(x.dtype)

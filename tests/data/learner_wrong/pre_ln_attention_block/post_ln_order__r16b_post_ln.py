# wrong: Post-LN block LayerNorm(x + MHA(x)) - attention runs on the raw x and the normalisation is applied after the residual, instead of x + MHA(LayerNorm(x))
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("num_heads must divide d_model")
    hd = d // num_heads

    def mha(h):
        q = np.swapaxes((h @ w_q).reshape(b, t, num_heads, hd), 1, 2)
        k = np.swapaxes((h @ w_k).reshape(b, t, num_heads, hd), 1, 2)
        v = np.swapaxes((h @ w_v).reshape(b, t, num_heads, hd), 1, 2)
        s = np.einsum('bhid,bhjd->bhij', q, k) / x.dtype.type(np.sqrt(hd))
        if mask is not None:
            s = np.where(mask, s, -np.inf)
        mx = s.max(-1, keepdims=True)
        mx = np.where(np.isfinite(mx), mx, 0)
        p = np.exp(s - mx)
        z = p.sum(-1, keepdims=True)
        p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
        o = np.einsum('bhij,bhjd->bhid', p, v)
        return np.swapaxes(o, 1, 2).reshape(b, t, d) @ w_o

    def ln(y):
        mu = y.mean(-1, keepdims=True)
        var = y.var(-1, keepdims=True)
        return gamma * (y - mu) / np.sqrt(var + eps) + beta

    return ln(x + mha(x)).astype(x.dtype)

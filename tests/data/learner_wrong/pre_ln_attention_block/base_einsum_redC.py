import numpy as np
def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, s, d = x.shape
    if d % num_heads:
        raise ValueError("heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    h = (x - mu) / np.sqrt(var + eps) * gamma + beta
    q = np.einsum('bsd,de->bse', h, w_q).reshape(b, s, num_heads, hd)
    k = np.einsum('bsd,de->bse', h, w_k).reshape(b, s, num_heads, hd)
    v = np.einsum('bsd,de->bse', h, w_v).reshape(b, s, num_heads, hd)
    sc = np.einsum('bqhd,bkhd->bhqk', q, k) / np.sqrt(hd).astype(x.dtype)
    if mask is not None:
        m = np.broadcast_to(mask, sc.shape)
        sc = np.where(m, sc, -np.inf)
    mx = sc.max(-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    p = np.exp(sc - mx)
    z = p.sum(-1, keepdims=True)
    p = np.divide(p, z, out=np.zeros_like(p), where=z > 0)
    o = np.einsum('bhqk,bkhd->bqhd', p, v).reshape(b, s, d)
    return (x + o @ w_o).astype(x.dtype)

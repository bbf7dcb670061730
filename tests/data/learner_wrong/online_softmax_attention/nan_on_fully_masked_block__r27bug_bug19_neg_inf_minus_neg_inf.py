# SOURCE: https://github.com/gabrieldemarmiesse/torch-mojo-backend/pull/319
# MISTAKE: The rescale exp(m_old - m_new) and exp(s - m_new) are not guarded for m_new = -inf, so when a query's first key block is fully masked (e.g. left padding) -inf - (-inf) = NaN enters l and acc and the output/lse become NaN instead of the correct values.
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError(f"block_size must be >= 1, got {block_size}")
    out_dtype = np.result_type(q, k, v)
    head_dim = q.shape[-1]
    k_len = k.shape[-2]
    batch = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q_len = q.shape[-2]

    m_i = np.full(batch + (q_len,), -np.inf)
    l_i = np.zeros(batch + (q_len,))
    acc = np.zeros(batch + (q_len, v.shape[-1]))

    with np.errstate(invalid="ignore"):
        for j0 in range(0, k_len, block_size):
            j1 = min(j0 + block_size, k_len)
            k_blk = k[..., j0:j1, :]
            v_blk = v[..., j0:j1, :]
            s = np.einsum("...qd,...kd->...qk", q, k_blk) / np.sqrt(head_dim)
            if mask is not None:
                blk_mask = np.broadcast_to(mask, batch + (q_len, k_len))[..., j0:j1]
                s = np.where(blk_mask, s, -np.inf)
            m_new = np.maximum(m_i, s.max(axis=-1))
            p = np.exp(s - m_new[..., None])
            alpha = np.exp(m_i - m_new)
            l_i = alpha * l_i + p.sum(axis=-1)
            acc = alpha[..., None] * acc + np.einsum("...qk,...kd->...qd", p, v_blk)
            m_i = m_new

        empty = l_i == 0
        out = np.where(empty[..., None], 0.0, acc / np.where(empty, 1.0, l_i)[..., None])
        lse = np.where(empty, -np.inf, m_i + np.log(np.where(empty, 1.0, l_i)))
    return out.astype(out_dtype, copy=False), lse.astype(out_dtype, copy=False)

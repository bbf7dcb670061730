import numpy as np


def grouped_query_attention(q, k, v, mask=None):
    """Scaled dot-product attention where groups of query heads share one key/value head.

    Args:
        q: float ndarray ``(batch, num_heads, q_len, head_dim)`` (float64 or float32).
        k: ``(batch, num_kv_heads, k_len, head_dim)`` with ``num_heads % num_kv_heads == 0``.
        v: ``(batch, num_kv_heads, k_len, d_v)``.
        mask: optional bool mask broadcasting to ``(batch, num_heads, q_len, k_len)``,
            ``True`` = may attend.

    Returns:
        ``(output, weights)``: ``output`` ``(batch, num_heads, q_len, d_v)``, ``weights``
        ``(batch, num_heads, q_len, k_len)``. With ``g = num_heads // num_kv_heads``, query head ``h``
        uses key/value head ``h // g``: each K/V head serves a CONTIGUOUS group of ``g`` query heads
        (heads 0..g-1 share K/V head 0, and so on) -- like ``np.repeat(k, g, axis=1)`` and PyTorch's
        ``scaled_dot_product_attention(..., enable_gqa=True)``, not ``np.tile``. ``num_kv_heads == 1``
        is multi-query attention; ``num_kv_heads == num_heads`` is ordinary multi-head attention.

    Raises:
        ValueError: ``num_heads`` is not a multiple of ``num_kv_heads``.

    Conventions:
        Scores scaled by ``1/sqrt(head_dim)``; masked scores ``-inf``; a query row with no allowed key
        gets zero weights and a zero output. Keep the dtype; do not modify the inputs.

    Source: Ainslie et al. 2023, "GQA: Training Generalized Multi-Query Transformer Models from
    Multi-Head Checkpoints", §2.2; Shazeer 2019 (multi-query attention).
    """
    raise NotImplementedError

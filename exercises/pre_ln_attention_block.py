import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    """The attention half of a pre-LN Transformer block: ``x + MHA(LayerNorm(x))``.

    Args:
        x: float ndarray ``(batch, seq_len, d_model)`` (float64 or float32).
        gamma, beta: ``(d_model,)`` LayerNorm scale and shift.
        w_q, w_k, w_v, w_o: ``(d_model, d_model)`` projection weights, used as ``h @ W`` (no biases).
        num_heads: number of heads; ``d_model % num_heads != 0`` -> ``ValueError``.
        mask: optional bool mask broadcasting to ``(batch, num_heads, seq_len, seq_len)``,
            ``True`` = may attend (e.g. a causal mask ``(seq_len, seq_len)``).
        eps: LayerNorm epsilon (inside the square root).

    Returns:
        ndarray ``(batch, seq_len, d_model)``: ``x + MHA(h, h, h)`` with ``h = layer_norm(x)``
        (per token, biased variance), where MHA is self-attention with heads split as
        ``(batch, seq_len, num_heads, head_dim)`` -> ``(batch, num_heads, seq_len, head_dim)``,
        scores scaled by ``1/sqrt(head_dim)``, masked scores ``-inf``, a fully masked query row gives
        zeros, heads merged back and multiplied by ``w_o``.

    Conventions:
        The residual adds the ORIGINAL ``x`` (not the normalised ``h``). Keep the dtype; do not
        modify the inputs.

    Source: Xiong et al. 2020, "On Layer Normalization in the Transformer Architecture" (Pre-LN,
    eq. in Fig. 1 right), as used by GPT-2 and most current LLMs; Vaswani et al. 2017 §3.1 is Post-LN.
    """
    raise NotImplementedError

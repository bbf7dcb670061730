import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    """Multi-head cross-attention: decoder tokens ask, encoder tokens answer.

    Args:
        x_dec: float ndarray ``(batch, t_dec, d_model)`` -- the target sequence (queries come from here).
        x_enc: float ndarray ``(batch, t_enc, d_model)`` -- the source sequence, e.g. the encoder
            output (keys and values come from here). ``t_enc`` and ``t_dec`` usually differ.
        w_q, w_k, w_v, w_o: ``(d_model, d_model)`` weights, used as ``x @ W`` (no biases).
        num_heads: number of heads; ``d_model % num_heads != 0`` -> ``ValueError``.
        enc_padding_mask: optional bool ``(batch, t_enc)``, ``True`` = a real source token,
            ``False`` = padding that no query may attend to. ``None`` = no padding.

    Returns:
        ``(output, weights)``: ``output`` ``(batch, t_dec, d_model)`` and ``weights``
        ``(batch, num_heads, t_dec, t_enc)``. Heads are split as ``(batch, seq, num_heads, head_dim)``
        -> ``(batch, num_heads, seq, head_dim)``; scores are scaled by ``1/sqrt(head_dim)``; padded
        keys get weight exactly 0; a sentence whose source is all padding gives zero weights and a
        zero output row (never NaN).

    Conventions:
        No causal mask: every target token may look at every (real) source token. Keep the dtype;
        do not modify the inputs. Same as ``multi_head_attention(x_dec, x_enc, ...)`` with the padding
        mask laid out as ``(batch, 1, 1, t_enc)``.

    Source: Vaswani et al. 2017, §3.2.3 ("encoder-decoder attention": queries from the previous
    decoder layer, memory keys and values from the output of the encoder).
    """
    raise NotImplementedError

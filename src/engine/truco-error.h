/* truco-error.h
 *
 * Copyright 2026 The Truquero authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TrucoError:
 * @TRUCO_ERROR_INVALID_CARD: the text is not card notation at all ("ZZ", "1X")
 * @TRUCO_ERROR_CARD_NOT_IN_DECK: a well-formed card that the deck in use lacks (8E, 2S in French Truc)
 * @TRUCO_ERROR_DUPLICATE_CARD: the same card given twice
 * @TRUCO_ERROR_WRONG_COUNT: the wrong number of cards, tricks or scores
 * @TRUCO_ERROR_UNKNOWN_VARIANT: no variant has this id
 * @TRUCO_ERROR_UNKNOWN_OPTION: the variant has no house-rule option with this key
 * @TRUCO_ERROR_INVALID_VALUE: the option (or argument) does not accept this value
 * @TRUCO_ERROR_NOT_IN_VARIANT: the variant does not have this declaration (flor in Catalan Truc)
 * @TRUCO_ERROR_INVALID_ARGUMENT: any other malformed argument (a bad seat, a bad trick result)
 * @TRUCO_ERROR_UNKNOWN_COMMAND: truco-rules does not know the command
 *
 * Errors of the rules engine.  Every message is one translated sentence that
 * names the offending input and, where there is a short list, the valid ones.
 */
typedef enum
{
  TRUCO_ERROR_INVALID_CARD,
  TRUCO_ERROR_CARD_NOT_IN_DECK,
  TRUCO_ERROR_DUPLICATE_CARD,
  TRUCO_ERROR_WRONG_COUNT,
  TRUCO_ERROR_UNKNOWN_VARIANT,
  TRUCO_ERROR_UNKNOWN_OPTION,
  TRUCO_ERROR_INVALID_VALUE,
  TRUCO_ERROR_NOT_IN_VARIANT,
  TRUCO_ERROR_INVALID_ARGUMENT,
  TRUCO_ERROR_UNKNOWN_COMMAND,
} TrucoError;

#define TRUCO_ERROR (truco_error_quark ())

GQuark truco_error_quark (void);

G_END_DECLS
